import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Supplies the request's CSP nonce while rendering on the server; empty in the browser. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts rendered by this request. */
export function useNonce(): string {
  return useContext(NonceContext);
}
