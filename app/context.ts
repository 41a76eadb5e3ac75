import type { AppServices } from "./services.server";

// What every loader and action receives as `context` (the database reaches loaders
// through router context, so tests can hand in their own).
declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
  }
}
