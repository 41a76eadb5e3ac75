// Every e-mail template, loaded together on the first message (app/jobs/mail.server.ts): the
// components behind them (@react-email, about 40 MB resident) stay out of a process that sends none.
export { accountDeletion } from "./account-deletion";
export { dataExportReady } from "./data-export-ready";
export { lineCancelled } from "./line-cancelled";
export { lowStock } from "./low-stock";
export { newOrder } from "./new-order";
export { orderPlaced } from "./order-placed";
export { orderStatus } from "./order-status";
export { paymentClaimed } from "./payment-claimed";
export { paymentUpdate } from "./payment-update";
export { returnUpdate } from "./return-update";
