import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "hu"> = {
  meta: {
    defaultTitle: "Adminisztráció",
    title: "{{title}} | Laga",
    description: "Laga – amatőr sportversenyek menetrendje, élő eredményei és tabellái.",
  },
  common: {
    save: "Mentés",
    cancel: "Mégse",
    back: "Vissza",
    close: "Bezárás",
    menu: "Menü",
    loading: "Betöltés…",
    search: "Keresés",
    language: "Nyelv",
    signIn: "Bejelentkezés",
    signOut: "Kijelentkezés",
    home: "Kezdőlap",
  },
  roles: {
    admin: "Adminisztrátor",
    event: "Eseménykezelő",
    guest: "Vendég",
  },
  validation: {
    required: "Kötelező mező.",
    email: "Adjon meg egy érvényes e-mail-címet.",
    tooLong: "Legfeljebb {{max}} karakter.",
  },
  errors: {
    notFound: {
      title: "Az oldal nem található",
      body: "A megnyitott cím nem létezik, vagy áthelyezték.",
    },
    eventNotFound: {
      title: "Az esemény nem található",
      body: "Ez az esemény nem létezik, még nincs közzétéve, vagy megváltozott a címe.",
    },
    generic: {
      title: "Hiba történt",
      body: "Elnézést, hiba történt a szerveren. Kérjük, próbálja újra egy kis idő múlva.",
    },
    storageFull: {
      title: "Megtelt a szerver tárhelye",
      body: "A módosítás nem lett mentve: megtelt a szerver tárhelye. Kérjen meg egy adminisztrátort, hogy szabadítson fel helyet, majd mentsen újra.",
      kept: "A beírt adatok még az űrlapon vannak; mentsen újra, ha felszabadult hely.",
    },
    restarting: "A szerver újraindul. Próbáld újra egy pillanat múlva.",
    requestId: "Kérésazonosító: {{id}}",
    backHome: "Vissza a kezdőlapra",
  },
  api: {
    loginSuccess: "Sikeres bejelentkezés.",
    logoutSuccess: "Sikeres kijelentkezés.",
    invalidCredentials: "Hibás e-mail-cím vagy jelszó.",
    invalidInput: "Az elküldött adatok érvénytelenek.",
    throttled: "Túl sok próbálkozás. Próbálja újra később.",
    eventNotFound: "Az esemény nem található.",
    notFound: "Az API-cím nem található.",
    methodNotAllowed: "A metódus nem engedélyezett.",
    serverError: "Hiba történt a szerveren.",
  },
};

export default core;
