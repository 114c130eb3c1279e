import { createContext, useContext } from "react";

/** The per-request CSP nonce; known on the server only (browsers hide it from the DOM). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
