import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "en"> = {
  bracket: {
    bye: "Bye: goes straight through",
    apart: "Other knockout matches",
    qr: {
      title: "The event's QR code",
      intro: "Print it on the venue's posters: scanning it opens this event's page.",
      alt: "QR code linking to {{url}}",
      png: "Download PNG",
      svg: "Download SVG",
      draft: "Spectators can open this link once the event is published.",
    },
    badSize: "A bracket has a power of two from 2 to {{max}} lines, not {{size}}.",
    tooFewTeams: "A bracket needs at least {{min}} teams.",
    doubleBye: "Two byes meet at line {{line}}: every bye must face a team.",
    duplicateSource: "A team or group place appears twice in the bracket.",
  },
};

export default bracket;
