import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "en"> = {
  venue: {
    tvTitle: "Venue screen",
    now: "Now",
    next: "Next",
    late: "Late",
    noNext: "No more matches",
    noCourt: "No court",
    noCourts: "No matches scheduled yet.",
    allCourts: "All courts",
    firstDay: "First day: {{date}}",
    finalResults: "Final results",
    champions: "Champions",
    groupChampion: "Group {{group}} winner",
    latest: "Latest results",
    noResults: "No results yet.",
    standings: "Standings",
    filters: "Filters",
  },
};

export default venue;
