import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "da"> = {
  users: {
    title: "Brugere",
    add: "Tilføj bruger",
    remove: "Slet / deaktiver",
    active: "Aktiv",
    inactive: "Inaktiv",
    allEvents: "Alle events",
    deactivated: "{{name}} er deaktiveret og logget ud overalt.",
    eventsHint: "Kun for eventansvarlige: de events, de må styre.",
    noEvents: "Ingen events endnu.",
    passwordHint: "8–72 tegn. Undgå almindelige adgangskoder.",
    newPasswordHint: "Lad feltet stå tomt for at beholde den nuværende adgangskode. En ny adgangskode logger brugeren ud overalt.",
    resetLink: {
      title: "Nulstillingslink",
      body: "Et link, som brugeren åbner for at vælge en ny adgangskode: det virker én gang i én time, erstatter tidligere links og logger brugeren ud overalt, når det bruges. Giv det selv videre; webstedet sender det ikke. Vil du i stedet vælge adgangskoden, så udfyld “Ny adgangskode” ovenfor.",
      make: "Lav et nulstillingslink",
      made: "Nulstillingslink, gyldigt i én time, én gang:",
      copy: "Kopiér",
      copied: "Kopieret",
      inactive: "Kontoen er inaktiv: aktivér den først, og lav så et nulstillingslink.",
    },
    fields: {
      name: "Navn",
      email: "E-mail",
      role: "Rolle",
      active: "Konto aktiv",
      status: "Status",
      events: "Ansvarlig for events",
      lastLogin: "Sidste login",
      created: "Oprettet",
      password: "Adgangskode",
      newPassword: "Ny adgangskode",
      passwordConfirm: "Gentag adgangskode",
    },
    confirmRemove: {
      title: "Slet eller deaktiver {{name}}?",
      body: "En bruger, der har logget ind eller har historik, deaktiveres, så historikken bevares; en ubrugt konto slettes. Brugeren logges ud overalt.",
    },
    errors: {
      emailTaken: "Denne e-mail bruges allerede af en anden konto.",
      selfDemote: "Du kan ikke fjerne din egen administratorrolle eller deaktivere din egen konto.",
      selfRemove: "Du kan ikke slette din egen konto.",
      lastAdmin: "Der skal være mindst én aktiv administrator tilbage.",
      passwordMismatch: "De to adgangskoder er forskellige.",
    },
  },
};

export default users;
