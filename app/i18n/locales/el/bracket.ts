import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "el"> = {
  bracket: {
    bye: "Απαλλαγή: προκρίνεται απευθείας",
    apart: "Άλλοι αγώνες νοκ άουτ",
    qr: {
      title: "Κωδικός QR της διοργάνωσης",
      intro: "Τυπώστε τον στις αφίσες του χώρου: η σάρωσή του ανοίγει τη σελίδα της διοργάνωσης.",
      alt: "Κωδικός QR προς {{url}}",
      png: "Λήψη PNG",
      svg: "Λήψη SVG",
      draft: "Οι θεατές μπορούν να ανοίξουν τον σύνδεσμο μόλις δημοσιευτεί η διοργάνωση.",
    },
  },
};

export default bracket;
