import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "el"> = {
  sharing: {
    embed: {
      openFull: "Άνοιγμα του {{name}} στο Laga",
    },
    embeds: {
      title: "Ενσωμάτωση στον ιστότοπό σας",
      intro: "Επικολλήστε ένα από αυτά τα αποσπάσματα στη σελίδα ενός συλλόγου ή μιας ομοσπονδίας: δείχνει τα σκορ ζωντανά και ενημερώνεται μόνο του.",
      groups: "Όμιλοι και βαθμολογίες",
      schedule: "Πρόγραμμα",
      results: "Αποτελέσματα",
      match: "Ένας αγώνας",
      chooseMatch: "Αγώνας",
      show: "Εμφάνιση του αποσπάσματος",
      transparent: "Προσθέστε ?transparent=1 στη διεύθυνση για διάφανο φόντο.",
      copy: "Αντιγραφή",
      copied: "Αντιγράφηκε",
      noMatches: "Αυτή η διοργάνωση δεν έχει ακόμη αγώνες.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Το σενάριο στο τέλος προσαρμόζει το ύψος του πλαισίου στο περιεχόμενό του· χωρίς αυτό, το πλαίσιο κρατά το ύψος που γράφει ο κώδικας.",
    },
    share: {
      label: "Κοινοποίηση αυτής της σελίδας",
      share: "Κοινοποίηση",
      whatsapp: "Αποστολή μέσω WhatsApp",
      copyLink: "Αντιγραφή συνδέσμου",
      copied: "Ο σύνδεσμος αντιγράφηκε",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Βαθμολογίες ομίλων της κατηγορίας {{category}}, {{name}}",
      leaderboardAlt: "Κατάταξη παικτών {{category}}, {{name}}",
      standingsAlt: "Βαθμολογία {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: ομάδες και σκορ",
      limited: "Πάρα πολλές νέες εικόνες προεπισκόπησης από τη διεύθυνσή σας. Δοκιμάστε ξανά σε {{seconds}} δευτ.",
      busy: "Ο διακομιστής σχεδιάζει άλλες εικόνες. Δοκιμάστε ξανά σε {{seconds}} δευτ.",
    },
  },
};

export default sharing;
