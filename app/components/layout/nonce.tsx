import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce (bin/portal.ts makes it) for the inline scripts Remix renders. Only the
 * server knows it: browsers hide nonce attributes from the DOM, so on the client it is "" and
 * hydration still matches.
 */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
