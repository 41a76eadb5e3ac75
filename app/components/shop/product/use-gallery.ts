import { useState } from "react";

/** Which picture of a colour is shown; the arrows wrap around at either end. */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const step = (d: number) => setIndex((i) => (i + d + count) % count);
  return { index, show: setIndex, previous: () => step(-1), next: () => step(1) };
}
