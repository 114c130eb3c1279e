import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "hu"> = {
  users: {
    title: "Felhasználók",
    add: "Felhasználó hozzáadása",
    remove: "Törlés / inaktiválás",
    active: "Aktív",
    inactive: "Inaktív",
    allEvents: "Minden esemény",
    deactivated: "{{name}} fiókja inaktiválva, és minden eszközön kijelentkeztetve.",
    eventsHint: "Csak eseménykezelőknek: azok az események, amelyeket kezelhetnek.",
    noEvents: "Még nincs esemény.",
    passwordHint: "8–72 karakter. Kerülje a gyakori jelszavakat.",
    newPasswordHint: "Hagyja üresen a jelenlegi jelszó megtartásához. Új jelszó megadásakor a felhasználó minden eszközön kijelentkezik.",
    resetLink: {
      title: "Visszaállító link",
      body: "Egy link, amellyel a felhasználó új jelszót választ: egyszer, egy óráig érvényes, felülírja a korábbi linkeket, és használat után mindenhol kijelentkezteti. Adja át ön; az oldal nem küldi el. Ha ön választaná a jelszót, töltse ki fent az „Új jelszó” mezőt.",
      make: "Visszaállító link készítése",
      made: "Visszaállító link, egy óráig, egyszer érvényes:",
      copy: "Másolás",
      copied: "Másolva",
      inactive: "A fiók inaktív: előbb aktiválja, aztán készítsen linket.",
    },
    fields: {
      name: "Név",
      email: "E-mail",
      role: "Szerepkör",
      active: "Aktív fiók",
      status: "Állapot",
      events: "Kezelt események",
      lastLogin: "Utolsó bejelentkezés",
      created: "Létrehozva",
      password: "Jelszó",
      newPassword: "Új jelszó",
      passwordConfirm: "Jelszó még egyszer",
    },
    confirmRemove: {
      title: "Törli vagy inaktiválja: {{name}}?",
      body: "Az a felhasználó, aki már bejelentkezett vagy előzményekkel rendelkezik, inaktiválva lesz, hogy az előzmények megmaradjanak; a sosem használt fiók törlődik. A felhasználó minden eszközön kijelentkezik.",
    },
    errors: {
      emailTaken: "Ezt az e-mail-címet már egy másik fiók használja.",
      selfDemote: "Nem veheti el a saját adminisztrátori szerepkörét, és nem inaktiválhatja a saját fiókját.",
      selfRemove: "Nem törölheti a saját fiókját.",
      lastAdmin: "Legalább egy aktív adminisztrátornak maradnia kell.",
      passwordMismatch: "A két jelszó eltér.",
    },
  },
};

export default users;
