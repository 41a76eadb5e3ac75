/**
 * A module the server may never need (image tooling, mail rendering, PDF), loaded on first use and
 * kept: a process that only serves pages does not carry it (less memory in every server process).
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed load (a missing native binary) is tried again next time
      throw error;
    });
    return loaded;
  };
}
