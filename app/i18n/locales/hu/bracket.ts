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
    badSize: "Az ágrajz helyeinek száma 2 hatványa 2 és {{max}} között, nem {{size}}.",
    tooFewTeams: "Az ágrajzhoz legalább {{min}} csapat kell.",
    doubleBye: "Két erőnyerő találkozik a(z) {{line}}. helyen: minden erőnyerőnek csapattal kell szemben állnia.",
    duplicateSource: "Egy csapat vagy csoporthely kétszer szerepel az ágrajzban.",
  },
};

export default bracket;
