import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "hu"> = {
  venue: {
    tvTitle: "Helyszíni kijelző",
    now: "Most",
    next: "Következő",
    late: "Késik",
    noNext: "Nincs több mérkőzés",
    noCourt: "Nincs pálya",
    noCourts: "Még nincs kiírt mérkőzés.",
    allCourts: "Minden pálya",
    firstDay: "Első nap: {{date}}",
    finalResults: "Végeredmény",
    champions: "Bajnokok",
    groupChampion: "A(z) {{group}} csoport győztese",
    latest: "Legutóbbi eredmények",
    noResults: "Még nincs eredmény.",
    standings: "Tabella",
    filters: "Szűrők",
  },
};

export default venue;
