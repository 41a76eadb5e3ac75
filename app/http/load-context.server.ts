// The per-request router context. Context keys are compared by identity, and the server (server.ts,
// tests) loads app/ apart from the React Router build, so the build's own copy of app/context.ts
// fills it; the provider itself is the request handler's class (its `instanceof` check), which
// under a test runner can be another copy of react-router than the build's.
import { createRequire } from "node:module";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { AppServices, fillRequestContext } from "~/context";

// Node's own instance of react-router, the one @react-router/express checks against (a test runner's
// module graph may hold another; with `module-sync`, require and import share Node's instance).
const { RouterContextProvider: HandlerProvider } = createRequire(import.meta.url)("react-router") as typeof import("react-router");

export interface RequestFacts {
  cspNonce: string;
  /** The raw path ends in `.data` (app/context.ts singleFetchContext). */
  singleFetch?: boolean;
  /** The class the calling request handler checks against; Node's instance by default. */
  Provider?: typeof RouterContextProvider;
}

export async function buildLoadContext(
  build: ServerBuild | (() => Promise<ServerBuild>),
  services: AppServices,
  { cspNonce, singleFetch = false, Provider = HandlerProvider }: RequestFacts,
): Promise<RouterContextProvider> {
  const resolved = typeof build === "function" ? await build() : build;
  // app/entry.server.tsx re-exports it.
  const { fillRequestContext: fill } = resolved.entry.module as unknown as { fillRequestContext: typeof fillRequestContext };
  return fill(new Provider(), services, cspNonce, singleFetch);
}
