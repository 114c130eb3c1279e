import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "de"> = {
  meta: {
    defaultTitle: "Verwaltung",
    title: "{{title}} | Laga",
    description: "Laga – Spielpläne, Live-Ergebnisse und Tabellen von Amateur-Sportturnieren.",
  },
  common: {
    save: "Speichern",
    cancel: "Abbrechen",
    back: "Zurück",
    close: "Schließen",
    menu: "Menü",
    loading: "Wird geladen …",
    search: "Suchen",
    language: "Sprache",
    signIn: "Anmelden",
    signOut: "Abmelden",
    home: "Startseite",
  },
  roles: {
    admin: "Administrator",
    event: "Event-Manager",
    guest: "Gast",
  },
  validation: {
    required: "Dieses Feld ist erforderlich.",
    email: "Geben Sie eine gültige E-Mail-Adresse ein.",
    tooLong: "Höchstens {{max}} Zeichen.",
  },
  errors: {
    notFound: {
      title: "Seite nicht gefunden",
      body: "Die aufgerufene Adresse existiert nicht oder wurde verschoben.",
    },
    eventNotFound: {
      title: "Event nicht gefunden",
      body: "Dieses Event existiert nicht, ist noch nicht veröffentlicht oder seine Adresse hat sich geändert.",
    },
    generic: {
      title: "Etwas ist schiefgelaufen",
      body: "Leider ist auf dem Server ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
    },
    storageFull: {
      title: "Der Speicher des Servers ist voll",
      body: "Diese Änderung wurde nicht gespeichert: Der Speicher des Servers ist voll. Bitten Sie einen Administrator, Platz zu schaffen, und speichern Sie dann erneut.",
      kept: "Ihre Eingaben stehen noch im Formular; speichern Sie erneut, sobald Platz frei ist.",
    },
    restarting: "Der Server startet neu. Bitte versuche es gleich noch einmal.",
    requestId: "Anfrage-ID: {{id}}",
    backHome: "Zur Startseite",
  },
  api: {
    loginSuccess: "Angemeldet.",
    logoutSuccess: "Abgemeldet.",
    invalidCredentials: "E-Mail-Adresse oder Passwort ist falsch.",
    invalidInput: "Die gesendeten Daten sind ungültig.",
    throttled: "Zu viele Versuche. Bitte versuchen Sie es später erneut.",
    eventNotFound: "Event nicht gefunden.",
    notFound: "API-Adresse nicht gefunden.",
    methodNotAllowed: "Methode nicht erlaubt.",
    serverError: "Auf dem Server ist ein Fehler aufgetreten.",
  },
};

export default core;
