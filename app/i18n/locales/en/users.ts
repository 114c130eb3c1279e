import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "en"> = {
  users: {
    title: "Users",
    add: "Add User",
    remove: "Delete / deactivate",
    active: "Active",
    inactive: "Inactive",
    allEvents: "All events",
    deactivated: "{{name}} was deactivated and signed out everywhere.",
    eventsHint: "For event managers only: the events they may run.",
    noEvents: "No events yet.",
    passwordHint: "8–72 characters. Avoid common passwords.",
    newPasswordHint: "Leave empty to keep the current password. A new password signs the user out everywhere.",
    resetLink: {
      title: "Reset link",
      body: "A link this user opens to choose a new password: it works once, for one hour, replaces any earlier link and signs them out everywhere once used. Hand it over yourself; this site does not send it. To choose the password for them instead, fill in “New password” above.",
      make: "Make a reset link",
      made: "Reset link, valid for one hour, once:",
      copy: "Copy",
      copied: "Copied",
      inactive: "This account is inactive: activate it first, then make a reset link.",
    },
    fields: {
      name: "Name",
      email: "Email",
      role: "Role",
      active: "Account active",
      status: "Status",
      events: "Events run",
      lastLogin: "Last sign-in",
      created: "Created",
      password: "Password",
      newPassword: "New password",
      passwordConfirm: "Repeat password",
    },
    confirmRemove: {
      title: "Delete or deactivate {{name}}?",
      body: "A user who has signed in or has history is deactivated so the history stays intact; an unused account is deleted. The user is signed out everywhere.",
    },
    errors: {
      emailTaken: "This e-mail is already used by another account.",
      selfDemote: "You cannot take away your own admin role or deactivate your own account.",
      selfRemove: "You cannot delete your own account.",
      lastAdmin: "At least one active admin must remain.",
      passwordMismatch: "The two passwords differ.",
    },
  },
};

export default users;
