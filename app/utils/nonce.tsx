import { createContext, useContext } from "react";

// The per-request CSP nonce, given to React Router's inline scripts during SSR.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
