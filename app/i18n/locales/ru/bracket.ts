import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "ru"> = {
  bracket: {
    bye: "Свободный проход: сразу в следующий круг",
    apart: "Другие матчи плей-офф",
    qr: {
      title: "QR-код турнира",
      intro: "Распечатайте его на афишах площадки: по нему открывается страница турнира.",
      alt: "QR-код со ссылкой {{url}}",
      png: "Скачать PNG",
      svg: "Скачать SVG",
      draft: "Зрители смогут открыть ссылку после публикации турнира.",
    },
  },
};

export default bracket;
