import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "pl"> = {
  bracket: {
    bye: "Wolny los: awans bez gry",
    apart: "Pozostałe mecze fazy pucharowej",
    qr: {
      title: "Kod QR wydarzenia",
      intro: "Wydrukuj go na plakatach w obiekcie: zeskanowanie otwiera stronę wydarzenia.",
      alt: "Kod QR prowadzący do {{url}}",
      png: "Pobierz PNG",
      svg: "Pobierz SVG",
      draft: "Widzowie otworzą ten link po opublikowaniu wydarzenia.",
    },
    badSize: "Drabinka ma potęgę dwójki od 2 do {{max}} miejsc, a nie {{size}}.",
    tooFewTeams: "Drabinka wymaga co najmniej {{min}} drużyn.",
    doubleBye: "Dwa wolne losy spotykają się w miejscu {{line}}: każdy wolny los musi trafić na drużynę.",
    duplicateSource: "Drużyna lub miejsce z grupy występuje w drabince dwa razy.",
  },
};

export default bracket;
