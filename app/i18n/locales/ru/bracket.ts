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
    badSize: "В сетке должно быть от 2 до {{max}} позиций, степень двойки, а не {{size}}.",
    tooFewTeams: "Для сетки нужно не меньше {{min}} команд.",
    doubleBye: "Два свободных прохода встречаются на позиции {{line}}: каждый свободный проход должен выпадать на команду.",
    duplicateSource: "Команда или место из группы стоит в сетке дважды.",
  },
};

export default bracket;
