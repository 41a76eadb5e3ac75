export * from "./auth";
export * from "./limits";
export * from "./messages";
export * from "./payments";
export * from "./reviews";
export * from "./shop";
