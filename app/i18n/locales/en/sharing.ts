import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "en"> = {
  sharing: {
    embed: {
      openFull: "Open {{name}} on Laga",
    },
    embeds: {
      title: "Embed on your site",
      intro: "Paste one of these snippets into a club's or federation's web page: it shows the live scores and updates by itself.",
      groups: "Groups & standings",
      schedule: "Schedule",
      results: "Results",
      match: "One match",
      chooseMatch: "Match",
      show: "Show its snippet",
      transparent: "Add ?transparent=1 to the address for a transparent background.",
      copy: "Copy",
      copied: "Copied",
      noMatches: "This event has no matches yet.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "The script at the end sizes the frame to its content; without it the frame keeps the height written in the code.",
    },
    share: {
      label: "Share this page",
      share: "Share",
      whatsapp: "Send on WhatsApp",
      copyLink: "Copy link",
      copied: "Link copied",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Group standings of {{category}}, {{name}}",
      leaderboardAlt: "Leaderboard of {{category}}, {{name}}",
      standingsAlt: "Standings of {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: teams and score",
      limited: "Too many new preview images from your address. Try again in {{seconds}} s.",
      busy: "The server is busy drawing other images. Try again in {{seconds}} s.",
    },
  },
};

export default sharing;
