export * from "./auth";
export * from "./limits";
export * from "./shop";
