import type { DeepStrings } from "../../resources";
import type id from "../id/auth";

const auth: DeepStrings<typeof id> = {
  auth: {
    login: {
      title: "Sign In",
      heading: "Welcome to Laga",
      subtitle: "Sign in to run events, schedules and match scores.",
      email: "Email",
      emailPlaceholder: "name@example.com",
      password: "Password",
      passwordPlaceholder: "Enter your password",
      submit: "Sign In",
      submitting: "Signing in…",
      failed: "Login failed",
      invalidCredentials: "Wrong e-mail or password.",
      throttled: "Too many sign-in attempts. Try again in {{minutes}} minutes.",
      forgotPassword: "Forgot password?",
      toPublicSite: "See public events",
    },
    lock: {
      title: "Lock Screen",
    },
    reset: {
      title: "Reset Password",
    },
  },
};

export default auth;
