import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "it"> = {
  users: {
    title: "Utenti",
    add: "Aggiungi utente",
    remove: "Elimina / disattiva",
    active: "Attivo",
    inactive: "Inattivo",
    allEvents: "Tutti gli eventi",
    deactivated: "Account di {{name}} disattivato; la sessione è stata chiusa su tutti i dispositivi.",
    eventsHint: "Solo per i gestori eventi: gli eventi che possono gestire.",
    noEvents: "Ancora nessun evento.",
    passwordHint: "8–72 caratteri. Evita le password comuni.",
    newPasswordHint: "Lascia vuoto per mantenere la password attuale. Una nuova password disconnette l'utente da tutti i dispositivi.",
    resetLink: {
      title: "Link di reimpostazione",
      body: "Un link che questo utente apre per scegliere una nuova password: vale una volta, per un'ora, sostituisce i link precedenti e lo disconnette ovunque dopo l'uso. Consegnalo tu; questo sito non lo invia. Per scegliere tu la password, compila «Nuova password» qui sopra.",
      make: "Crea un link di reimpostazione",
      made: "Link di reimpostazione, valido un'ora, una volta:",
      copy: "Copia",
      copied: "Copiato",
      inactive: "Questo account è inattivo: attivalo prima, poi crea il link.",
    },
    fields: {
      name: "Nome",
      email: "E-mail",
      role: "Ruolo",
      active: "Account attivo",
      status: "Stato",
      events: "Eventi gestiti",
      lastLogin: "Ultimo accesso",
      created: "Creato il",
      password: "Password",
      newPassword: "Nuova password",
      passwordConfirm: "Ripeti la password",
    },
    confirmRemove: {
      title: "Eliminare o disattivare {{name}}?",
      body: "Un utente che ha già effettuato l'accesso o ha una cronologia viene disattivato, così la cronologia resta intatta; un account mai usato viene eliminato. L'utente viene disconnesso da tutti i dispositivi.",
    },
    errors: {
      emailTaken: "Questa e-mail è già usata da un altro account.",
      selfDemote: "Non puoi rimuovere il tuo ruolo di amministratore né disattivare il tuo account.",
      selfRemove: "Non puoi eliminare il tuo account.",
      lastAdmin: "Deve restare almeno un amministratore attivo.",
      passwordMismatch: "Le due password sono diverse.",
    },
  },
};

export default users;
