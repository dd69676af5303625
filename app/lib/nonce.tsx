import { createContext, useContext } from "react";

/** The CSP nonce of this response, so that every script Remix writes may run. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
