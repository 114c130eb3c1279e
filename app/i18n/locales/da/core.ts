import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "da"> = {
  meta: {
    defaultTitle: "Administration",
    title: "{{title}} | Laga",
    description: "Laga – kampprogrammer, livescore og stillinger fra amatørturneringer.",
  },
  common: {
    save: "Gem",
    cancel: "Annuller",
    back: "Tilbage",
    close: "Luk",
    menu: "Menu",
    loading: "Indlæser …",
    search: "Søg",
    language: "Sprog",
    signIn: "Log ind",
    signOut: "Log ud",
    home: "Forside",
  },
  roles: {
    admin: "Administrator",
    event: "Eventansvarlig",
    guest: "Gæst",
  },
  validation: {
    required: "Dette felt skal udfyldes.",
    email: "Angiv en gyldig e-mailadresse.",
    tooLong: "Højst {{max}} tegn.",
  },
  errors: {
    notFound: {
      title: "Siden blev ikke fundet",
      body: "Adressen, du åbnede, findes ikke eller er flyttet.",
    },
    eventNotFound: {
      title: "Eventet blev ikke fundet",
      body: "Dette event findes ikke, er ikke offentliggjort endnu, eller dets adresse er ændret.",
    },
    generic: {
      title: "Noget gik galt",
      body: "Beklager, der opstod en fejl på serveren. Prøv igen om lidt.",
    },
    storageFull: {
      title: "Serverens lager er fyldt",
      body: "Ændringen blev ikke gemt: serverens lager er fyldt. Bed en administrator om at frigøre plads, og gem så igen.",
      kept: "Det, du har indtastet, står stadig i formularen; gem igen, når der er frigjort plads.",
    },
    restarting: "Serveren genstarter. Prøv igen om et øjeblik.",
    requestId: "Forespørgsels-id: {{id}}",
    backHome: "Tilbage til forsiden",
  },
  api: {
    loginSuccess: "Du er logget ind.",
    logoutSuccess: "Du er logget ud.",
    invalidCredentials: "Forkert e-mail eller adgangskode.",
    invalidInput: "De sendte data er ikke gyldige.",
    throttled: "For mange forsøg. Prøv igen senere.",
    eventNotFound: "Eventet blev ikke fundet.",
    notFound: "API-adressen blev ikke fundet.",
    methodNotAllowed: "Metoden er ikke tilladt.",
    serverError: "Der opstod en fejl på serveren.",
  },
};

export default core;
