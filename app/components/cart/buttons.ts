// The cart's button looks (until the shared Button building block replaces them).
const btn =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const primaryBtn = `${btn} bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60`;
export const secondaryBtn = `${btn} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50`;
