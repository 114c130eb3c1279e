import { createContext } from "react-router";

/** What Express hands to React Router for one request. */
export type RequestMeta = {
  requestId: string;
  nonce: string;
  ip: string;
};

export const requestMetaContext = createContext<RequestMeta>({ requestId: "-", nonce: "", ip: "" });
