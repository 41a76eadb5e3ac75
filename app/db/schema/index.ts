export * from "./addresses";
export * from "./admin";
export * from "./auth";
export * from "./bank";
export * from "./banners";
export * from "./cart";
export * from "./categories";
export * from "./documents";
export * from "./limits";
export * from "./messages";
export * from "./orders";
export * from "./payments";
export * from "./privacy";
export * from "./products";
export * from "./returns";
export * from "./reviews";
export * from "./sellers";
// Two value lists the tables check, still imported from here by the catalogue listing; every other
// module imports the value lists from ./values.
export { MAIN_CATEGORIES, type MainCategory } from "./values";
