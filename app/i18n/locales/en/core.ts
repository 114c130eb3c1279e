import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "en"> = {
  meta: {
    defaultTitle: "Admin",
    title: "{{title}} | Laga",
    description: "Laga — schedules, live scores and standings of amateur sports tournaments.",
  },
  common: {
    save: "Save",
    cancel: "Cancel",
    back: "Back",
    close: "Close",
    menu: "Menu",
    loading: "Loading…",
    search: "Search",
    language: "Language",
    signIn: "Sign In",
    signOut: "Sign Out",
    home: "Home",
  },
  roles: {
    admin: "Admin",
    event: "Event Manager",
    guest: "Guest",
  },
  validation: {
    required: "This field is required.",
    email: "Enter a valid e-mail address.",
    tooLong: "At most {{max}} characters.",
  },
  errors: {
    notFound: {
      title: "Page not found",
      body: "The address you opened does not exist or has moved.",
    },
    eventNotFound: {
      title: "Event not found",
      body: "This event does not exist, is not published yet, or its address changed.",
    },
    generic: {
      title: "Something went wrong",
      body: "Sorry, something failed on the server. Please try again in a moment.",
    },
    storageFull: {
      title: "The server's storage is full",
      body: "This change was not saved: the server's storage is full. Ask an administrator to free some space, then save again.",
      kept: "What you entered is still in the form; save again once space has been freed.",
    },
    restarting: "The server is restarting. Please try again in a moment.",
    requestId: "Request id: {{id}}",
    backHome: "Back to home",
  },
  api: {
    loginSuccess: "Signed in.",
    logoutSuccess: "Signed out.",
    invalidCredentials: "Wrong e-mail or password.",
    invalidInput: "The data sent is not valid.",
    throttled: "Too many attempts. Try again later.",
    eventNotFound: "Event not found.",
    notFound: "API address not found.",
    methodNotAllowed: "Method not allowed.",
    serverError: "Something went wrong on the server.",
  },
};

export default core;
