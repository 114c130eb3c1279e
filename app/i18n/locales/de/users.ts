import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "de"> = {
  users: {
    title: "Benutzer",
    add: "Benutzer hinzufügen",
    remove: "Löschen / deaktivieren",
    active: "Aktiv",
    inactive: "Inaktiv",
    allEvents: "Alle Events",
    deactivated: "{{name}} wurde deaktiviert und auf allen Geräten abgemeldet.",
    eventsHint: "Nur für Event-Manager: die Events, die sie verwalten dürfen.",
    noEvents: "Noch keine Events.",
    passwordHint: "8–72 Zeichen. Vermeiden Sie gängige Passwörter.",
    newPasswordHint: "Leer lassen, um das aktuelle Passwort zu behalten. Ein neues Passwort meldet den Benutzer überall ab.",
    resetLink: {
      title: "Link zum Zurücksetzen",
      body: "Ein Link, mit dem diese Person ein neues Passwort wählt: Er gilt einmal, eine Stunde lang, ersetzt frühere Links und meldet sie nach der Nutzung überall ab. Geben Sie ihn selbst weiter; diese Website verschickt ihn nicht. Um das Passwort stattdessen selbst festzulegen, füllen Sie oben „Neues Passwort“ aus.",
      make: "Link zum Zurücksetzen erstellen",
      made: "Link zum Zurücksetzen, eine Stunde und einmal gültig:",
      copy: "Kopieren",
      copied: "Kopiert",
      inactive: "Dieses Konto ist inaktiv: Aktivieren Sie es zuerst und erstellen Sie dann einen Link.",
    },
    fields: {
      name: "Name",
      email: "E-Mail",
      role: "Rolle",
      active: "Konto aktiv",
      status: "Status",
      events: "Verwaltete Events",
      lastLogin: "Letzte Anmeldung",
      created: "Erstellt",
      password: "Passwort",
      newPassword: "Neues Passwort",
      passwordConfirm: "Passwort wiederholen",
    },
    confirmRemove: {
      title: "{{name}} löschen oder deaktivieren?",
      body: "Ein Benutzer, der sich bereits angemeldet hat oder einen Verlauf hat, wird deaktiviert, damit der Verlauf erhalten bleibt; ein unbenutztes Konto wird gelöscht. Der Benutzer wird überall abgemeldet.",
    },
    errors: {
      emailTaken: "Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.",
      selfDemote: "Sie können sich nicht selbst die Administratorrolle entziehen oder Ihr eigenes Konto deaktivieren.",
      selfRemove: "Sie können Ihr eigenes Konto nicht löschen.",
      lastAdmin: "Es muss mindestens ein aktiver Administrator bleiben.",
      passwordMismatch: "Die beiden Passwörter stimmen nicht überein.",
    },
  },
};

export default users;
