import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "hu"> = {
  bracket: {
    bye: "Erőnyerő: továbbjut játék nélkül",
    apart: "További kieséses mérkőzések",
    qr: {
      title: "Az esemény QR-kódja",
      intro: "Nyomtassa a helyszín plakátjaira: beolvasva megnyílik az esemény oldala.",
      alt: "QR-kód ide: {{url}}",
      png: "PNG letöltése",
      svg: "SVG letöltése",
      draft: "A nézők az esemény közzététele után nyithatják meg a linket.",
    },
  },
};

export default bracket;
