import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "pl"> = {
  users: {
    title: "Użytkownicy",
    add: "Dodaj użytkownika",
    remove: "Usuń / dezaktywuj",
    active: "Aktywny",
    inactive: "Nieaktywny",
    allEvents: "Wszystkie wydarzenia",
    deactivated: "Konto użytkownika {{name}} zostało dezaktywowane i wylogowane ze wszystkich urządzeń.",
    eventsHint: "Tylko dla menedżerów wydarzeń: wydarzenia, którymi mogą zarządzać.",
    noEvents: "Brak wydarzeń.",
    passwordHint: "Od 8 do 72 znaków. Unikaj popularnych haseł.",
    newPasswordHint: "Pozostaw puste, aby zachować obecne hasło. Nowe hasło wylogowuje użytkownika ze wszystkich urządzeń.",
    resetLink: {
      title: "Link do resetu hasła",
      body: "Link, którym ten użytkownik wybierze nowe hasło: działa raz, przez godzinę, zastępuje wcześniejsze linki i po użyciu wylogowuje go wszędzie. Przekaż go samodzielnie; strona go nie wysyła. Aby samemu ustawić hasło, wypełnij „Nowe hasło” powyżej.",
      make: "Utwórz link do resetu",
      made: "Link do resetu, ważny godzinę, jednorazowy:",
      copy: "Kopiuj",
      copied: "Skopiowano",
      inactive: "To konto jest nieaktywne: najpierw je aktywuj, potem utwórz link.",
    },
    fields: {
      name: "Imię i nazwisko",
      email: "E-mail",
      role: "Rola",
      active: "Konto aktywne",
      status: "Status",
      events: "Zarządzane wydarzenia",
      lastLogin: "Ostatnie logowanie",
      created: "Utworzono",
      password: "Hasło",
      newPassword: "Nowe hasło",
      passwordConfirm: "Powtórz hasło",
    },
    confirmRemove: {
      title: "Usunąć lub dezaktywować: {{name}}?",
      body: "Użytkownik, który już się logował lub ma historię, zostanie dezaktywowany, aby historia pozostała nienaruszona; nieużywane konto zostanie usunięte. Użytkownik zostanie wylogowany ze wszystkich urządzeń.",
    },
    errors: {
      emailTaken: "Ten adres e-mail jest już używany przez inne konto.",
      selfDemote: "Nie możesz odebrać sobie roli administratora ani dezaktywować własnego konta.",
      selfRemove: "Nie możesz usunąć własnego konta.",
      lastAdmin: "Musi pozostać co najmniej jeden aktywny administrator.",
      passwordMismatch: "Hasła się różnią.",
    },
  },
};

export default users;
