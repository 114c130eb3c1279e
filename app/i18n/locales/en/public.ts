import type { DeepStrings } from "../../resources";
import type id from "../id/public";

const publicSite: DeepStrings<typeof id> = {
  home: {
    title: "Tournament Events",
    heading: "Tournament events",
    live: "Live now",
    upcoming: "Upcoming",
    past: "Past",
    none: "No events yet.",
  },
  landing: {
    inCollaboration: "In collaboration :",
    overview: "OVERVIEW",
    groups: "GROUPS",
    schedule: "SCHEDULE",
    results: "MATCH RESULTS",
    eventLogo: "{{name}} logo",
    organizerLogo: "Organizer logo of {{name}}",
    sections: "Event sections",
  },
};

export default publicSite;
