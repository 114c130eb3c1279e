import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "sv"> = {
  meta: {
    defaultTitle: "Administration",
    title: "{{title}} | Laga",
    description: "Laga – spelscheman, liveresultat och tabeller från amatörturneringar.",
  },
  common: {
    save: "Spara",
    cancel: "Avbryt",
    back: "Tillbaka",
    close: "Stäng",
    menu: "Meny",
    loading: "Laddar …",
    search: "Sök",
    language: "Språk",
    signIn: "Logga in",
    signOut: "Logga ut",
    home: "Startsida",
  },
  roles: {
    admin: "Administratör",
    event: "Evenemangsansvarig",
    guest: "Gäst",
  },
  validation: {
    required: "Fältet är obligatoriskt.",
    email: "Ange en giltig e-postadress.",
    tooLong: "Högst {{max}} tecken.",
  },
  errors: {
    notFound: {
      title: "Sidan hittades inte",
      body: "Adressen du öppnade finns inte eller har flyttats.",
    },
    eventNotFound: {
      title: "Evenemanget hittades inte",
      body: "Evenemanget finns inte, är inte publicerat än eller har fått en ny adress.",
    },
    generic: {
      title: "Något gick fel",
      body: "Tyvärr uppstod ett fel på servern. Försök igen om en stund.",
    },
    storageFull: {
      title: "Serverns lagring är full",
      body: "Ändringen sparades inte: serverns lagring är full. Be en administratör att frigöra utrymme och spara sedan igen.",
      kept: "Det du har skrivit finns kvar i formuläret; spara igen när utrymme har frigjorts.",
    },
    restarting: "Servern startar om. Försök igen om en stund.",
    requestId: "Begäran-id: {{id}}",
    backHome: "Tillbaka till startsidan",
  },
  api: {
    loginSuccess: "Du är inloggad.",
    logoutSuccess: "Du är utloggad.",
    invalidCredentials: "Fel e-postadress eller lösenord.",
    invalidInput: "De skickade uppgifterna är ogiltiga.",
    throttled: "För många försök. Försök igen senare.",
    eventNotFound: "Evenemanget hittades inte.",
    notFound: "API-adressen hittades inte.",
    methodNotAllowed: "Metoden är inte tillåten.",
    serverError: "Ett fel uppstod på servern.",
  },
};

export default core;
