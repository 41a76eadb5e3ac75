// Whether React runs yet: pages render a plain-HTML form of a control until it does (and always
// without JavaScript), then swap in the interactive one.
import { useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser, true once React runs. Until then (and
 * always without JavaScript) the search box and the phone menu open as <details>, and the account
 * links are plain pages; afterwards they are the buttons and popups.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
