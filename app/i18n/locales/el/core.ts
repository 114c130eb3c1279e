import type { DeepStrings } from "../../resources";
import type id from "../id/core";

const core: DeepStrings<typeof id> = {
  meta: {
    defaultTitle: "Διαχείριση",
    title: "{{title}} | Laga",
    description: "Laga — πρόγραμμα, ζωντανά σκορ και βαθμολογίες ερασιτεχνικών αθλητικών τουρνουά.",
  },
  common: {
    save: "Αποθήκευση",
    cancel: "Άκυρο",
    back: "Πίσω",
    close: "Κλείσιμο",
    menu: "Μενού",
    loading: "Φόρτωση…",
    search: "Αναζήτηση",
    language: "Γλώσσα",
    signIn: "Σύνδεση",
    signOut: "Αποσύνδεση",
    home: "Αρχική",
  },
  roles: {
    admin: "Διαχειριστής",
    event: "Υπεύθυνος διοργάνωσης",
    guest: "Επισκέπτης",
  },
  validation: {
    required: "Το πεδίο είναι υποχρεωτικό.",
    email: "Εισαγάγετε έγκυρη διεύθυνση email.",
    tooLong: "Έως {{max}} χαρακτήρες.",
  },
  errors: {
    notFound: {
      title: "Η σελίδα δεν βρέθηκε",
      body: "Η διεύθυνση που ανοίξατε δεν υπάρχει ή έχει μετακινηθεί.",
    },
    eventNotFound: {
      title: "Η διοργάνωση δεν βρέθηκε",
      body: "Η διοργάνωση δεν υπάρχει, δεν έχει δημοσιευτεί ακόμη ή η διεύθυνσή της άλλαξε.",
    },
    generic: {
      title: "Κάτι πήγε στραβά",
      body: "Λυπούμαστε, παρουσιάστηκε σφάλμα στον διακομιστή. Δοκιμάστε ξανά σε λίγο.",
    },
    requestId: "Κωδικός αιτήματος: {{id}}",
    backHome: "Επιστροφή στην αρχική",
  },
  api: {
    loginSuccess: "Συνδεθήκατε.",
    logoutSuccess: "Αποσυνδεθήκατε.",
    invalidCredentials: "Λάθος email ή κωδικός πρόσβασης.",
    invalidInput: "Τα δεδομένα που στάλθηκαν δεν είναι έγκυρα.",
    throttled: "Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά αργότερα.",
    eventNotFound: "Η διοργάνωση δεν βρέθηκε.",
    notFound: "Η διεύθυνση API δεν βρέθηκε.",
    methodNotAllowed: "Η μέθοδος δεν επιτρέπεται.",
    serverError: "Παρουσιάστηκε σφάλμα στον διακομιστή.",
  },
};

export default core;
