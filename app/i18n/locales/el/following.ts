import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "el"> = {
  following: {
    follow: "Ακολούθηση",
    followed: "Ακολουθείτε",
    unfollow: "Διακοπή ακολούθησης",
    pinned: "Η ομάδα που ακολουθείτε",
    hint: "Ο επόμενος αγώνας αυτής της ομάδας μένει στην κορυφή κάθε σελίδας αυτής της διοργάνωσης, σε αυτή τη συσκευή.",
    pinnedPlayer: "Ο παίκτης που ακολουθείτε",
    playerHint: "Ακολουθήστε έναν παίκτη: ο επόμενος αγώνας του, σε οποιαδήποτε κατηγορία, μένει στην κορυφή κάθε σελίδας αυτής της διοργάνωσης, σε αυτή τη συσκευή.",
  },
};

export default following;
