export * from "./auth";
export * from "./limits";
export * from "./messages";
export * from "./payments";
export * from "./shop";
