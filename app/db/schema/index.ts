export * from "./auth";
export * from "./cart";
export * from "./limits";
export * from "./messages";
export * from "./payments";
export * from "./reviews";
export * from "./shop";
