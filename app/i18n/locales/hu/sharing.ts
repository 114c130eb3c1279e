import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "hu"> = {
  sharing: {
    embed: {
      openFull: "{{name}} megnyitása a Laga oldalán",
    },
    embeds: {
      title: "Beágyazás a saját oldalára",
      intro: "Illessze be az egyik kódrészletet egy klub vagy szövetség weboldalába: élőben mutatja az eredményeket, és magától frissül.",
      groups: "Csoportok és tabellák",
      schedule: "Menetrend",
      results: "Eredmények",
      match: "Egy mérkőzés",
      chooseMatch: "Mérkőzés",
      show: "Kódrészlet megjelenítése",
      transparent: "Átlátszó háttérhez írja a cím végére: ?transparent=1.",
      copy: "Másolás",
      copied: "Másolva",
      noMatches: "Ennek az eseménynek még nincsenek mérkőzései.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "A kód végén lévő szkript a keret magasságát a tartalmához igazítja; nélküle a keret a kódban megadott magasságú marad.",
    },
    share: {
      label: "Oldal megosztása",
      share: "Megosztás",
      whatsapp: "Küldés WhatsAppon",
      copyLink: "Link másolása",
      copied: "Link másolva",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "{{category}} csoporttabellái, {{name}}",
      leaderboardAlt: "{{category}} ranglistája, {{name}}",
      standingsAlt: "{{category}} tabellája, {{name}}",
      matchAlt: "{{match}}, {{name}}: csapatok és eredmény",
      limited: "Túl sok új előnézeti kép az Ön címéről. Próbálja újra {{seconds}} mp múlva.",
      busy: "A szerver éppen más képeket rajzol. Próbálja újra {{seconds}} mp múlva.",
    },
  },
};

export default sharing;
