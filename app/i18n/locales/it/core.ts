import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "it"> = {
  meta: {
    defaultTitle: "Amministrazione",
    title: "{{title}} | Laga",
    description: "Laga — programma, punteggi in diretta e classifiche dei tornei sportivi amatoriali.",
  },
  common: {
    save: "Salva",
    cancel: "Annulla",
    back: "Indietro",
    close: "Chiudi",
    menu: "Menu",
    loading: "Caricamento…",
    search: "Cerca",
    language: "Lingua",
    signIn: "Accedi",
    signOut: "Esci",
    home: "Home",
  },
  roles: {
    admin: "Amministratore",
    event: "Gestore eventi",
    guest: "Ospite",
  },
  validation: {
    required: "Campo obbligatorio.",
    email: "Inserisci un indirizzo e-mail valido.",
    tooLong: "Massimo {{max}} caratteri.",
  },
  errors: {
    notFound: {
      title: "Pagina non trovata",
      body: "L'indirizzo che hai aperto non esiste o è stato spostato.",
    },
    eventNotFound: {
      title: "Evento non trovato",
      body: "Questo evento non esiste, non è ancora stato pubblicato oppure il suo indirizzo è cambiato.",
    },
    generic: {
      title: "Si è verificato un errore",
      body: "Siamo spiacenti, qualcosa non ha funzionato sul server. Riprova tra qualche istante.",
    },
    storageFull: {
      title: "Lo spazio di archiviazione del server è pieno",
      body: "Questa modifica non è stata salvata: lo spazio di archiviazione del server è pieno. Chiedi a un amministratore di liberare spazio, poi salva di nuovo.",
      kept: "Ciò che hai inserito è ancora nel modulo; salva di nuovo quando sarà stato liberato spazio.",
    },
    restarting: "Il server si sta riavviando. Riprova tra un momento.",
    requestId: "ID richiesta: {{id}}",
    backHome: "Torna alla home",
  },
  api: {
    loginSuccess: "Accesso effettuato.",
    logoutSuccess: "Disconnessione effettuata.",
    invalidCredentials: "E-mail o password errata.",
    invalidInput: "I dati inviati non sono validi.",
    throttled: "Troppi tentativi. Riprova più tardi.",
    eventNotFound: "Evento non trovato.",
    notFound: "Indirizzo API non trovato.",
    methodNotAllowed: "Metodo non consentito.",
    serverError: "Si è verificato un errore sul server.",
  },
};

export default core;
