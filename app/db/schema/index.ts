export * from "./auth";
export * from "./limits";
export * from "./payments";
export * from "./shop";
