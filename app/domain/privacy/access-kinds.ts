// What an access-log row says was looked at (access_log.subject_kind): a short stable name per page or
// download that shows personal data, and how the admin's log reads it (the console is in English).
export const ACCESS_SUBJECT_KINDS = {
  customer: "a customer's page",
  customers: "the customers list",
  "customers.csv": "the customers CSV",
  order: "an order's page",
  orders: "the orders list",
  invoice: "an order's invoice",
  "credit-note": "an order's credit note",
  "packing-slip": "an order's packing slip",
  "gstr1.csv": "a GSTR-1 sheet naming buyers",
  "shop-export": "the whole shop's data (asked for)",
  "export-archive": "a data-export archive (downloaded)",
  users: "the users list",
  user: "a user's role",
  sellers: "the sellers list",
  inbox: "the inbox",
} as const;

export type AccessSubjectKind = keyof typeof ACCESS_SUBJECT_KINDS;

/** The admin's words for a kind; a kind no longer written (older rows) shows as stored. */
export const accessSubjectLabel = (kind: string): string => ACCESS_SUBJECT_KINDS[kind as AccessSubjectKind] ?? kind;
