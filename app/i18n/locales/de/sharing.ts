import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "de"> = {
  sharing: {
    embed: {
      openFull: "{{name}} auf Laga öffnen",
    },
    embeds: {
      title: "Auf Ihrer Website einbetten",
      intro: "Fügen Sie einen dieser Codeschnipsel in die Webseite eines Vereins oder Verbands ein: Er zeigt die Live-Ergebnisse und aktualisiert sich selbst.",
      groups: "Gruppen und Tabellen",
      schedule: "Spielplan",
      results: "Ergebnisse",
      match: "Ein Spiel",
      chooseMatch: "Spiel",
      show: "Codeschnipsel zeigen",
      transparent: "Hängen Sie ?transparent=1 an die Adresse an, um einen transparenten Hintergrund zu erhalten.",
      copy: "Kopieren",
      copied: "Kopiert",
      noMatches: "Dieses Turnier hat noch keine Spiele.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Das Skript am Ende passt die Höhe des Rahmens an seinen Inhalt an; ohne es behält der Rahmen die Höhe aus dem Code.",
    },
    share: {
      label: "Diese Seite teilen",
      share: "Teilen",
      whatsapp: "Per WhatsApp senden",
      copyLink: "Link kopieren",
      copied: "Link kopiert",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Gruppentabellen von {{category}}, {{name}}",
      leaderboardAlt: "Rangliste von {{category}}, {{name}}",
      standingsAlt: "Tabelle von {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: Teams und Ergebnis",
      limited: "Zu viele neue Vorschaubilder von Ihrer Adresse. Versuchen Sie es in {{seconds}} s erneut.",
      busy: "Der Server zeichnet gerade andere Bilder. Versuchen Sie es in {{seconds}} s erneut.",
    },
  },
};

export default sharing;
