import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "pl"> = {
  meta: {
    defaultTitle: "Administracja",
    title: "{{title}} | Laga",
    description: "Laga — harmonogramy, wyniki na żywo i tabele amatorskich turniejów sportowych.",
  },
  common: {
    save: "Zapisz",
    cancel: "Anuluj",
    back: "Wstecz",
    close: "Zamknij",
    menu: "Menu",
    loading: "Ładowanie…",
    search: "Szukaj",
    language: "Język",
    signIn: "Zaloguj się",
    signOut: "Wyloguj się",
    home: "Strona główna",
  },
  roles: {
    admin: "Administrator",
    event: "Menedżer wydarzeń",
    guest: "Gość",
  },
  validation: {
    required: "To pole jest wymagane.",
    email: "Wpisz poprawny adres e-mail.",
    tooLong: "Maksymalna liczba znaków: {{max}}.",
  },
  errors: {
    notFound: {
      title: "Nie znaleziono strony",
      body: "Otwarty adres nie istnieje lub został przeniesiony.",
    },
    eventNotFound: {
      title: "Nie znaleziono wydarzenia",
      body: "To wydarzenie nie istnieje, nie zostało jeszcze opublikowane albo zmienił się jego adres.",
    },
    generic: {
      title: "Coś poszło nie tak",
      body: "Przepraszamy, wystąpił błąd serwera. Spróbuj ponownie za chwilę.",
    },
    storageFull: {
      title: "Pamięć serwera jest pełna",
      body: "Ta zmiana nie została zapisana: pamięć serwera jest pełna. Poproś administratora o zwolnienie miejsca, a potem zapisz ponownie.",
      kept: "Wpisane dane nadal są w formularzu; zapisz ponownie, gdy miejsce zostanie zwolnione.",
    },
    restarting: "Serwer uruchamia się ponownie. Spróbuj ponownie za chwilę.",
    requestId: "Identyfikator żądania: {{id}}",
    backHome: "Wróć na stronę główną",
  },
  api: {
    loginSuccess: "Zalogowano.",
    logoutSuccess: "Wylogowano.",
    invalidCredentials: "Nieprawidłowy e-mail lub hasło.",
    invalidInput: "Przesłane dane są nieprawidłowe.",
    throttled: "Zbyt wiele prób. Spróbuj ponownie później.",
    eventNotFound: "Nie znaleziono wydarzenia.",
    notFound: "Nie znaleziono adresu API.",
    methodNotAllowed: "Niedozwolona metoda.",
    serverError: "Wystąpił błąd serwera.",
  },
};

export default core;
