// What the fuzz suite sends to each route: per route id (app/routes.ts) that has an action, who
// posts, what the URL parameters may be, a body generator with the right field names and intents
// but hostile values, and which requests may legitimately change data (everything else must be
// refused without a write). fuzz.test.ts fails when a route with an action has no entry here.
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { orderNumber } from "../../../app/domain/orders/reference";
import { SELLER_RETURN_INTENTS } from "../../../app/domain/returns/forms";
import { PASSWORD } from "./app-server";
import {
  type Body,
  type Fields,
  formBody,
  formOf,
  hostileJson,
  hostileNumber,
  hostileString,
  jsonBody,
  junkFile,
  mostly,
  mostlyJson,
  plausibleEmail,
  plausibleMobile,
  plausibleName,
  plausiblePincode,
  plausiblePrice,
  UNKNOWN_UUID,
} from "./fuzz-values";
import { IDENTITIES, RIVAL_SHOP, SHOP, VICTIM_SHOP, type Who, type World } from "./fuzz-world";

export type Params = Record<string, string>;

export interface RouteFuzz {
  who: readonly Who[];
  body(world: World): fc.Arbitrary<Body>;
  /** May a successful request by `who` to these params write to the database? */
  mayChange(who: Who, params: Params): boolean;
  /** Relative share of the request budget. */
  weight?: number;
}

// ── URL parameters ───────────────────────────────────────────────────────────────────────────

/** Hostile strings usable as one path segment ("", "." and ".." would change the route itself). */
const hostileSegment = hostileString.filter((s) => s !== "" && s !== "." && s !== "..");

/** Values for each dynamic segment of app/routes.ts: mostly real ids, sometimes unknown or hostile. */
export function paramArbitrary(name: string, world: World): fc.Arbitrary<string> {
  const pick = (real: string[], weight = 6) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...real), weight },
      { arbitrary: fc.constant(UNKNOWN_UUID), weight: 1 },
      { arbitrary: hostileSegment, weight: 2 },
    );
  switch (name) {
    case "shop":
      return fc.oneof(
        { arbitrary: fc.constant(SHOP), weight: 30 },
        { arbitrary: fc.constant(RIVAL_SHOP), weight: 2 },
        { arbitrary: fc.constantFrom("no-such-shop", "FUZZ-SHOP", world.people.seller.email as string, VICTIM_SHOP), weight: 1 },
        { arbitrary: hostileSegment, weight: 2 },
      );
    case "orderId":
      return pick([...world.orderIds, world.rivalOrderId]);
    case "checkoutId": // the payment screen and its claims
      return pick(world.checkoutIds);
    case "productId":
      return pick([...world.productIds, world.rivalProductId]);
    case "userId": // the shop's customers — the shop's customer, someone else, a seller
      return pick([world.people.customer.userId as string, world.victimUserId, world.people.seller.userId as string]);
    case "sheet": // a GSTR-1 download's sheet
      return pick(["b2b", "b2cs", "hsn_b2c", "docs"], 3);
    case "category":
      return pick(["fashion", "sellers", "news"], 3);
    case "postId":
      return pick(["1", "welcome", "how-to-sell"], 3);
    default:
      return hostileSegment;
  }
}

// ── who may change what ──────────────────────────────────────────────────────────────────────

const signedIn = (who: Who) => who !== "guest";
/** Shops that exist (the victim shop too, unless an admin request suspended it). */
const liveShop = (p: Params) => p.shop === SHOP || p.shop === RIVAL_SHOP || p.shop === VICTIM_SHOP;
/** The dashboard belongs to the seller who owns the shop in the URL, nobody else. */
const owner = (who: Who, p: Params) => (who === "seller" && p.shop === SHOP) || (who === "rival" && p.shop === RIVAL_SHOP);
const nobody = () => false;

/** Who posts, with repeats as weights: mostly the person the route is for, sometimes anyone else. */
const ALL: readonly Who[] = IDENTITIES;
const DASHBOARD: readonly Who[] = [
  "seller",
  "seller",
  "seller",
  "seller",
  "seller",
  "seller",
  "seller",
  "seller",
  "rival",
  "customer",
  "admin",
  "guest",
];
const ADMIN: readonly Who[] = ["admin", "admin", "admin", "admin", "admin", "admin", "seller", "customer", "guest"];
const CUSTOMER: readonly Who[] = ["customer", "customer", "customer", "customer", "seller", "guest"];

// ── bodies ───────────────────────────────────────────────────────────────────────────────────

// ── paying by UPI — a UTR: mostly 12 digits, sometimes grouped, short or hostile
const utr = mostly(fc.oneof(fc.stringMatching(/^\d{12}$/), fc.constantFrom("4123 4567 8901", "12345", "")));
const PAY_INTENTS = ["pay-confirm", "pay-not-received", "pay-collected", "pay-refund"];

// ── order tracking — tracking fields, and a reference + mobile for /{shop}/track
const TRACKING_FIELDS = {
  courier: mostly(fc.constantFrom("Delhivery", "India Post", "x".repeat(61), "")),
  trackingNumber: mostly(fc.constantFrom("DLV-1234567890", "EE123456789IN", "has space", "A".repeat(41), "")),
  trackingUrl: mostly(fc.constantFrom("https://www.delhivery.com/track/1", "http://t.example/x", "javascript:alert(1)", "ftp://x", "")),
};
/**
 * Mostly the shop's real order numbers (shown as "#9431901B2C"), with or without '#', any case; now
 * and then only 8 hex digits, the shape of a former line's number (pre one-order-per-purchase).
 */
const orderRef = (w: World) =>
  mostly(
    fc
      .tuple(fc.constantFrom(...w.orderIds, w.rivalOrderId), fc.constantFrom("#", "", " # "), fc.boolean(), fc.constantFrom(10, 10, 10, 8))
      .map(([id, hash, lower, digits]) => {
        const number = orderNumber(id).slice(0, digits);
        return `${hash}${lower ? number.toLowerCase() : number}`;
      }),
  );

const intents = (...names: string[]) => mostly(fc.constantFrom(...names));
const oneOf = (...values: string[]) => mostly(fc.constantFrom(...values));
const text = mostly(plausibleName);
const email = mostly(plausibleEmail);
const password = mostly(fc.constantFrom(PASSWORD, "wrong-password", "12345"));
const redirectTo = oneOf("/", "/fuzz-shop", "//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)");
const checkbox = mostly(fc.constantFrom("on", "on", "on", "true", "off"));

/** A form with file parts too (uploads): usually junk, now and then a real image so the success path runs. */
function formWithFiles(spec: Record<string, fc.Arbitrary<string>>, files: string[], world: World): fc.Arbitrary<Body> {
  const file = fc.oneof(
    { arbitrary: junkFile, weight: 2 },
    { arbitrary: fc.constant({ file: world.samplePng, name: "photo.png", type: "image/png" }), weight: 1 },
  );
  const parts = fc.tuple(formOf(spec), fc.subarray(files), fc.array(file, { minLength: files.length, maxLength: files.length }));
  const fields = parts.map(
    ([base, chosen, values]): Fields => [...base, ...chosen.map((name, i): [string, (typeof values)[number]] => [name, values[i] ?? ""])],
  );
  return fc.oneof(
    { arbitrary: fields.map((f): Body => ({ kind: "multipart", fields: f })), weight: 8 },
    { arbitrary: formBody(formOf(spec)), weight: 2 },
  );
}

/** A real id (mostly), the unknown UUID, or something hostile. */
const ids = (...real: string[]) => mostly(fc.constantFrom(...real, UNKNOWN_UUID));

/**
 * The product form's colours as its structured fields (`colors[0].color`, `colors[0].imageKeys[0]`,
 * `colors[0].stock.M`): hostile colours, image keys and stock counts, now and then 40 colours.
 */
function colourFields(world: World): fc.Arbitrary<Fields> {
  const stockValue = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 50 }).map(String), weight: 12 },
    { arbitrary: fc.constantFrom("-1", "0.5", "1e308", "2147483648", String(Number.MAX_SAFE_INTEGER), "-0", ""), weight: 2 },
    { arbitrary: hostileString, weight: 1 },
  );
  const colour = fc.record({
    color: mostly(fc.constantFrom("Red", "Blue", "Green", "red")),
    // Kept keys must already be this product's (images arrive as uploads): unknown ones are refused.
    imageKeys: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 4 },
      { arbitrary: fc.array(fc.constantFrom(world.imageKey, "products/x/../../etc", "img/unknown"), { maxLength: 9 }), weight: 1 },
    ),
    stock: fc.dictionary(mostly(fc.constantFrom("M", "L", "XL", "28")), stockValue, { minKeys: 1, maxKeys: 4 }),
  });
  const many = Array.from({ length: 40 }, (_, i) => ({ color: `C${i}`, imageKeys: [] as string[], stock: { M: "1" } }));
  return fc
    .oneof({ arbitrary: fc.array(colour, { minLength: 1, maxLength: 3 }), weight: 5 }, { arbitrary: fc.constant(many), weight: 1 })
    .map(
      (colours): Fields =>
        colours.flatMap(
          (c, i): Fields => [
            [`colors[${i}].color`, c.color],
            ...c.imageKeys.map((key, j): [string, string] => [`colors[${i}].imageKeys[${j}]`, key]),
            ...Object.entries(c.stock).map(([size, value]): [string, string] => [`colors[${i}].stock.${size}`, value]),
          ],
        ),
    );
}

function productForm(world: World): fc.Arbitrary<Body> {
  return formWithFiles(
    {
      name: text,
      description: text,
      price: mostly(plausiblePrice),
      salePrice: mostly(fc.constantFrom("", "", "", "399", "0.5", "100000")), // must stay below the price
      // ── GST — HSN code and GST rate
      hsnCode: oneOf("", "6205", "620520", "62052000", "62", "abcd"),
      gstRate: oneOf("", "0", "5", "12", "18", "28", "3"),
      main: mostly(fc.constant("men")), // the seeded category is men's
      categoryId: mostly(fc.constantFrom("", world.categoryId, world.categoryId, UNKNOWN_UUID)),
      subcategoryId: mostly(fc.constantFrom("", world.subcategoryId, UNKNOWN_UUID)),
      active: checkbox,
    },
    ["colors[0].images", "colors[1].images"],
    world,
  ).chain((body) =>
    body.kind === "multipart" || body.kind === "urlencoded"
      ? colourFields(world).map((colours): Body => ({ ...body, fields: [...body.fields, ...colours] }))
      : fc.constant(body),
  );
}

/** A catalogue CSV (see domain/catalog/csv.ts): valid rows, some with one hostile cell, or garbage. */
function csvFile(): fc.Arbitrary<string> {
  const quote = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const header = "product_ref,name,description,price,sale_price,main,category,subcategory,active,color,size,stock";
  const validRow = fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom("Red", "Blue"), fc.constantFrom("M", "L", "XL"), fc.integer({ min: 0, max: 20 }))
    .map(([ref, color, size, stock]) => [
      `ref-${ref}`,
      `Imported ${ref}`,
      "Cotton",
      "499",
      "",
      "men",
      "",
      "",
      "true",
      color,
      size,
      String(stock),
    ]);
  const row = fc
    .tuple(validRow, fc.option(fc.tuple(fc.nat({ max: 11 }), fc.oneof(hostileString, hostileNumber)), { freq: 2 }))
    .map(([cells, hostile]) => {
      if (hostile) cells[hostile[0]] = hostile[1];
      return cells.map(quote).join(",");
    });
  return fc.oneof(
    { arbitrary: fc.uniqueArray(row, { minLength: 1, maxLength: 6 }).map((rows) => [header, ...rows].join("\r\n")), weight: 8 },
    { arbitrary: fc.constantFrom('"unterminated,quote\n', "\uFEFF", `${header}\n${"x,".repeat(5000)}`, "\u0000\u0001binary"), weight: 1 },
    { arbitrary: hostileString, weight: 1 },
  );
}

function csvImport(): fc.Arbitrary<Body> {
  const fields = fc
    .tuple(formOf({ intent: oneOf("check", "import") }), csvFile(), mostly(fc.constant("catalogue.csv")))
    .map(([base, csv, name]): Fields => [...base, ["file", { file: new TextEncoder().encode(csv), name, type: "text/csv" }]]);
  // The same file inside a shop's data export zip, with an image named or not, or bytes that only start like a zip.
  const zipped = fc
    .tuple(formOf({ intent: oneOf("check", "import") }), csvFile(), fc.uint8Array({ maxLength: 64 }), fc.boolean())
    .map(([base, csv, junk, whole]): Fields => {
      const bytes = whole ? zipSync({ "products.csv": strToU8(csv), "images/a.webp": junk }) : new Uint8Array([0x50, 0x4b, 3, 4, ...junk]);
      return [...base, ["file", { file: bytes, name: "shop-data.zip", type: "application/zip" }]];
    });
  return fc.oneof(
    { arbitrary: fields.map((f): Body => ({ kind: "multipart", fields: f })), weight: 10 },
    { arbitrary: zipped.map((f): Body => ({ kind: "multipart", fields: f })), weight: 3 },
    { arbitrary: formBody(formOf({ intent: oneOf("check", "import"), file: hostileString })), weight: 1 },
  );
}

/** A bank statement: a small CSV of credits and debits with hostile cells now and then, or junk bytes; a column mapping sometimes. */
function statementUpload(): fc.Arbitrary<Body> {
  const row = fc.tuple(
    mostly(fc.constantFrom("01/10/2026", "2026-10-01", "31-02-26")),
    mostly(fc.constantFrom("UPI/612345678903/Ravi", "NEFT-HDFC-XYZ", "UPI-ASHA-ASHA@OKSBI-612345678904-ORDER 2B91D5ECEA")),
    mostly(fc.constantFrom("499.00", "1,049.50", "", "-5")),
  );
  const csv = fc.array(row, { maxLength: 6 }).map((rows) => ["Date,Narration,Credit", ...rows.map((r) => r.join(","))].join("\n"));
  const file = fc.oneof(
    { arbitrary: csv.map((text) => ({ file: new TextEncoder().encode(text), name: "statement.csv", type: "text/csv" })), weight: 3 },
    { arbitrary: junkFile, weight: 1 },
  );
  const mapping = formOf({
    intent: oneOf("statement"),
    map_date: oneOf("", "Date", "Nope"),
    map_narration: oneOf("", "Narration"),
    map_credit: oneOf("", "Credit", "Amount"),
  });
  return fc.tuple(mapping, file).map(([base, f]): Body => ({ kind: "multipart", fields: [...base, ["file", f]] }));
}

function checkoutBody(world: World): fc.Arbitrary<Body> {
  // Lines that can be bought (the seeded products' colour/size rows), and lines with hostile parts.
  const buyable = fc.record({
    productId: fc.constantFrom(...world.productIds),
    color: fc.constant("Red"),
    size: fc.constantFrom("M", "L"),
    quantity: fc.constantFrom(1, 2),
    name: plausibleName,
  });
  const hostileLine = fc.record(
    {
      productId: mostlyJson(fc.constantFrom(...world.productIds, world.rivalProductId, UNKNOWN_UUID)),
      color: mostlyJson(fc.constantFrom("Red", "Blue", "N/A")),
      size: mostlyJson(fc.constantFrom("M", "L", "N/A")),
      quantity: mostlyJson(fc.constantFrom(0, -1, 0.5, 1e308, 1001, "2", Number.NaN)),
      name: mostlyJson(plausibleName),
    },
    { requiredKeys: [] },
  );
  const line = fc.oneof({ arbitrary: hostileLine, weight: 2 }, { arbitrary: hostileJson, weight: 1 });
  // Plausible at the top: jsonBody's focus puts one hostile value (or a NUL) into an order that
  // could otherwise be placed, so the check for that very value is the one that answers.
  return jsonBody({
    checkoutId: fc.uuid({ version: 4 }),
    addressId: fc.constantFrom(world.addressId, world.addressId, world.addressId, UNKNOWN_UUID, ""),
    deliveryMode: fc.constantFrom("delivery", "in-shop"),
    lines: cartLines(buyable, line),
    // The world's shop takes UPI, COD and pay-at-shop and has coupon SAVE10 (fuzz-world.ts).
    paymentMethod: fc.constantFrom("upi", "cod", "pay_at_shop"),
    couponCode: couponCodes,
  });
}

const couponCodes = fc.constantFrom("", "SAVE10", " save10 ", "NOPE");

function cartLines(buyable: fc.Arbitrary<unknown>, line: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { arbitrary: fc.array(buyable, { minLength: 1, maxLength: 2 }), weight: 5 },
    { arbitrary: fc.array(fc.oneof(buyable, line), { minLength: 1, maxLength: 2 }), weight: 2 },
  );
}

/** The cart's quote: the same lines, an optional address, mode, method and coupon. */
function quoteBody(world: World): fc.Arbitrary<Body> {
  const buyable = fc.record({
    productId: fc.constantFrom(...world.productIds, world.rivalProductId, UNKNOWN_UUID),
    color: fc.constant("Red"),
    size: fc.constantFrom("M", "L"),
    quantity: fc.constantFrom(1, 2, 1000),
  });
  return jsonBody({
    lines: cartLines(buyable, hostileJson),
    addressId: fc.constantFrom(world.addressId, UNKNOWN_UUID, "not-a-uuid"),
    deliveryMode: fc.constantFrom("delivery", "in-shop"),
    paymentMethod: fc.constantFrom("upi", "cod", "pay_at_shop"),
    couponCode: couponCodes,
  });
}

const addressFields = {
  name: text,
  mobile: mostly(plausibleMobile),
  flatHouseBuilding: text,
  areaStreetSector: text,
  landmark: text,
  pincode: mostly(plausiblePincode),
  townCity: text,
  state: text,
};

const sellerProfile = {
  shopName: text,
  ownerName: text,
  email,
  phone: mostly(plausibleMobile),
  location: text,
};

// ── the registry: one entry per route id with an action ──────────────────────────────────────

const contact = { name: text, email, message: text };
const feedback = { name: text, message: text };
const privacyRequest = {
  kind: oneOf("access", "correction", "erasure", "consent", "grievance"),
  name: text,
  email,
  shop: mostly(fc.constantFrom("", SHOP, RIVAL_SHOP, "no-such-shop")),
  message: text,
};
const login = { email: oneOf("fuzz-customer@example.com", "someone@example.com"), password, redirectTo };
const forgot = { email };
const reset = { token: mostly(fc.constantFrom("abc", UNKNOWN_UUID)), password, confirmPassword: password };
const customerRegister = {
  name: text,
  email,
  password,
  confirmPassword: password,
  address: text,
  pincode: mostly(plausiblePincode),
  mobile: mostly(plausibleMobile),
  redirectTo,
};

export const ACTION_FUZZ: Record<string, RouteFuzz> = {
  "routes/home": { who: ALL, body: () => formBody(formOf(contact)), mayChange: () => true },
  "routes/logout": { who: ["leaver", "guest"], body: () => formBody(formOf({ redirectTo })), mayChange: nobody },
  "routes/platform-login": { who: ["guest", "customer"], body: () => formBody(formOf(login)), mayChange: nobody },
  // A signed-in person's choice is saved on the account (user.locale).
  "routes/language": {
    who: ALL,
    body: () => formBody(formOf({ lang: oneOf("hi", "en", "xx"), redirectTo })),
    mayChange: (who) => who !== "guest",
  },
  "routes/shop/login": { who: ["guest", "customer"], body: () => formBody(formOf(login)), mayChange: nobody },
  "routes/forgot-password": { who: ["guest"], body: () => formBody(formOf(forgot)), mayChange: nobody },
  "shop-forgot-password": { who: ["guest"], body: () => formBody(formOf(forgot)), mayChange: nobody },
  "routes/reset-password": { who: ["guest"], body: () => formBody(formOf(reset)), mayChange: nobody },
  "shop-reset-password": { who: ["guest"], body: () => formBody(formOf(reset)), mayChange: nobody },
  "routes/pages/feedback": { who: ALL, body: () => formBody(formOf(feedback)), mayChange: () => true },
  "shop-feedback": { who: ALL, body: () => formBody(formOf(feedback)), mayChange: (_w, p) => liveShop(p) },
  "routes/pages/privacy": { who: ALL, body: () => formBody(formOf(privacyRequest)), mayChange: () => true },
  "shop-privacy": { who: ALL, body: () => formBody(formOf(privacyRequest)), mayChange: (_w, p) => liveShop(p) },
  // Without the signed link (the fuzz sends none) nobody's consent changes.
  "routes/unsubscribe": { who: ALL, body: () => formBody(formOf({ "List-Unsubscribe": oneOf("One-Click") })), mayChange: nobody },
  "routes/seller-register": {
    who: ["guest", "customer"],
    body: () =>
      formBody(
        formOf({
          ownerName: text,
          email,
          password,
          shopName: text,
          handle: mostly(fc.oneof(fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/), fc.constantFrom("admin", "fuzz-shop", "a--b", "ab"))),
          phone: mostly(plausibleMobile),
          location: text,
        }),
      ),
    mayChange: () => true,
  },
  "routes/shop/register": { who: ["guest", "customer"], body: () => formBody(formOf(customerRegister)), mayChange: (_w, p) => liveShop(p) },

  // ── admin console
  "routes/admin/sellers": {
    who: ADMIN,
    body: (w) => formBody(formOf({ sellerId: ids(w.victimShopId), status: oneOf("active", "suspended"), reason: text })),
    mayChange: (who) => who === "admin",
  },
  "routes/admin/banners": {
    who: ADMIN,
    body: (w) =>
      formWithFiles(
        { intent: intents("create", "update", "up", "down", "delete"), id: ids(w.platformBannerId), title: text, subtitle: text },
        ["image", "fallback"],
        w,
      ),
    mayChange: (who) => who === "admin",
  },
  "routes/admin/inbox": {
    who: ADMIN,
    body: (w) =>
      formBody(formOf({ kind: oneOf("help", "feedback"), id: ids(w.helpRequestId, w.feedbackId), handled: oneOf("true", "false") })),
    mayChange: (who) => who === "admin",
  },
  "routes/admin/users": {
    who: ADMIN,
    // Only the victim is a real target: promoting a suite identity would change who it is mid-run.
    body: (w) => formBody(formOf({ userId: ids(w.victimUserId), admin: oneOf("true", "false") })),
    mayChange: (who) => who === "admin",
  },

  // ── seller dashboard
  "routes/dashboard/order": {
    who: DASHBOARD,
    body: () =>
      formBody(
        formOf({
          intent: oneOf("seen", "status", "tracking", "shopper-cod", ...PAY_INTENTS, ...SELLER_RETURN_INTENTS),
          status: oneOf("pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"),
          // ── a parcel returned to the seller, and the shopper's COD switch
          returnReason: oneOf("refused", "unreachable", "wrong_address", "other"),
          cod: oneOf("on", "off"),
          // ── the seller's Payment panel's fields
          from: oneOf("awaiting", "claimed", "paid", "not_received", "to_collect", "collected", "refunded"),
          amount: mostly(fc.constantFrom("1", "499.50", "0", "-1", "1e9", "99999999999")),
          refundUtr: utr,
          // ── a shopper's return: decided, refunded or exchanged (an unknown or hostile request id)
          returnId: mostly(fc.constantFrom(UNKNOWN_UUID)),
          declineReason: text,
          // ── order tracking — courier, AWB and tracking link with "shipped" and on their own
          ...TRACKING_FIELDS,
        }),
      ),
    mayChange: owner,
  },
  "routes/dashboard/customer": {
    who: DASHBOARD,
    body: () => formBody(formOf({ intent: oneOf("shopper-cod"), cod: oneOf("on", "off") })),
    mayChange: owner,
  },
  "routes/dashboard/products": {
    who: DASHBOARD,
    body: (w) =>
      formBody(
        formOf({ intent: intents("duplicate", "activate", "deactivate", "delete"), productId: ids(...w.productIds, w.rivalProductId) }),
      ),
    mayChange: owner,
  },
  "dashboard-product-new": { who: DASHBOARD, body: productForm, mayChange: owner, weight: 4 },
  "routes/dashboard/product-edit": { who: DASHBOARD, body: productForm, mayChange: owner, weight: 4 },
  "routes/dashboard/products-import": { who: DASHBOARD, body: csvImport, mayChange: owner, weight: 4 },
  "routes/dashboard/shop-export": {
    who: DASHBOARD,
    body: () => formBody(formOf({ intent: intents("prepare", "close-shop", "reopen-shop"), sellerId: ids(UNKNOWN_UUID), password })),
    mayChange: owner,
  },
  "routes/dashboard/categories": {
    who: DASHBOARD,
    body: (w) =>
      formWithFiles(
        {
          intent: intents("create", "add-sub", "rename", "up", "down", "delete", "picture"),
          id: ids(w.categoryId, w.subcategoryId),
          level: oneOf("category", "subcategory"),
          name: text,
          main: oneOf("men", "women", "boy", "girl"),
        },
        ["picture"],
        w,
      ),
    mayChange: owner,
  },
  "routes/dashboard/banners": {
    who: DASHBOARD,
    body: (w) => formWithFiles({ intent: intents("upload", "up", "down", "remove"), bannerId: ids(w.bannerId) }, ["image"], w),
    mayChange: owner,
  },
  "routes/dashboard/profile": {
    who: DASHBOARD,
    body: (w) =>
      fc.oneof(
        formWithFiles(sellerProfile, ["photo"], w),
        // ── GST — the GST form
        formBody(
          formOf({
            intent: intents("gst"),
            gstStatus: oneOf("regular", "composition", "unregistered", "vat"),
            gstin: oneOf("27AAPFU0939F1ZV", "27AAPFU0939F1ZW", "29AAGCB7383J1Z4", "99AAPFU0939F1ZV", ""),
            gstState: oneOf("Maharashtra", "Karnataka", "Atlantis", ""),
          }),
        ),
      ),
    mayChange: owner,
  },

  // ── cart, checkout and the customer's own data
  "routes/shop/cart": {
    who: ["guest", "customer"],
    body: (w) =>
      formBody(
        formOf({
          intent: intents("add", "set", "remove", "clear", "import"),
          productId: ids(...w.productIds, w.rivalProductId),
          color: oneOf("Red", "Blue"),
          size: oneOf("M", "L"),
          quantity: oneOf("1", "2", "0", "-3", "1.5", "1000", "1001", "1e3", ""),
          lines: mostlyJson(
            fc.array(
              fc.record({
                productId: mostlyJson(fc.constantFrom(...w.productIds, UNKNOWN_UUID)),
                color: mostlyJson(fc.constantFrom("Red", "Blue")),
                size: mostlyJson(fc.constantFrom("M", "L")),
                quantity: mostlyJson(fc.integer({ min: -2, max: 2000 })),
              }),
              { maxLength: 5 },
            ),
          ).map((v) => JSON.stringify(v) ?? ""),
          redirectTo,
        }),
      ),
    // A guest's first change creates their cart.
    mayChange: (_w, p) => liveShop(p),
  },

  "routes/shop/checkout": { who: CUSTOMER, body: checkoutBody, mayChange: (who, p) => signedIn(who) && liveShop(p), weight: 4 },
  // ── payments: what the cart costs
  "routes/shop/checkout-quote": { who: ["guest", "customer"], body: quoteBody, mayChange: nobody }, // it only reads
  // ── payments: the seller's settings and coupons
  "routes/dashboard/payments": {
    who: DASHBOARD,
    body: () =>
      formBody(
        formOf({
          intent: intents("payment", "delivery", "returns"),
          upiId: oneOf("lakshmi@oksbi", "Shop.Name@YBL", "no-at-sign", ""),
          payeeName: text,
          acceptsUpi: checkbox,
          acceptsCod: checkbox,
          acceptsPayAtShop: checkbox,
          codFee: mostly(plausiblePrice),
          codMaxOrder: oneOf("", "5000", "0"),
          paymentWindowHours: mostly(fc.constantFrom("24", "1", "168", "0", "169")),
          flatFee: mostly(plausiblePrice),
          freeAbove: oneOf("", "999", "1,049.50"),
          area: oneOf("india", "state", "pincodes"),
          state: oneOf("Tamil Nadu", "Kerala", "Atlantis", ""),
          pincodes: mostly(fc.array(plausiblePincode, { maxLength: 8 }).map((list) => list.join(", "))),
          codShipping: oneOf("ship_all", "ship_confirmed", "sometimes"),
          codConfirmHours: mostly(fc.constantFrom("24", "1", "168", "0", "169", "2.5")),
          codLateAction: oneOf("flag", "cancel", "explode"),
          codOffPincodes: mostly(fc.array(plausiblePincode, { maxLength: 4 }).map((list) => list.join(", "))),
          windowDays: oneOf("0", "7", "30", "8", "-1", "1e3"),
          exchanges: checkbox,
        }),
      ),
    mayChange: owner,
  },
  // A forged or missing signature confirms nothing (no fuzz identity holds a real one).
  // A return asked for, or taken back: only the shopper's own delivered order, within the shop's days.
  "routes/shop/order": {
    who: ALL,
    body: (world) =>
      formWithFiles(
        {
          intent: oneOf("return-request", "return-withdraw"),
          lines: mostly(fc.constantFrom("0", "1", "-1", "99999999999")),
          kind: oneOf("refund", "exchange", "both"),
          reason: oneOf("damaged", "size_fit", "changed_mind", "bored"),
          note: text,
          "want.0": oneOf('["Red","L"]', "[", '{"a":1}', ""),
          returnId: mostly(fc.constantFrom(UNKNOWN_UUID)),
        },
        ["photos", "photos"],
        world,
      ),
    mayChange: (who, p) => signedIn(who) && liveShop(p),
  },
  "routes/shop/confirm-cod": { who: ALL, body: () => formBody(formOf({ t: text })), mayChange: nobody },
  // ── payments from the seller's bank: the SMS webhook (no fuzz identity holds a live secret) and its page
  "routes/api/bank-sms": {
    who: ALL,
    body: () =>
      fc.oneof(
        jsonBody({ from: mostlyJson(fc.constantFrom("VM-HDFCBK", "+919876543210", "")), text: mostlyJson(plausibleName) }),
        formBody(formOf({ sender: text, message: text })),
      ),
    mayChange: nobody,
  },
  "routes/dashboard/bank": {
    who: DASHBOARD,
    body: () =>
      fc.oneof(
        { arbitrary: formBody(formOf({ intent: intents("sms-new", "sms-stop", "dismiss"), creditId: ids() })), weight: 2 },
        { arbitrary: statementUpload(), weight: 3 },
      ),
    mayChange: owner,
  },
  "routes/dashboard/coupons": {
    who: DASHBOARD,
    body: () =>
      formBody(
        formOf({
          intent: intents("save", "activate", "deactivate"),
          id: ids(),
          code: oneOf("DIWALI10", "save-50", "x", "A_VERY_LONG_COUPON_CODE_INDEED"),
          kind: oneOf("percent", "flat"),
          value: mostly(fc.constantFrom("10", "100", "101", "49.50", "0")),
          minOrder: mostly(plausiblePrice),
          maxDiscount: oneOf("", "150", "0"),
          validFrom: oneOf("", "2025-10-20", "2025-02-30"),
          validUntil: oneOf("", "2025-10-31", "2025-10-01"),
          usageLimit: mostly(fc.constantFrom("", "5", "0", "1")),
          oncePerCustomer: checkbox,
        }),
      ),
    mayChange: owner,
  },
  // ── payments: the shopper's payment screen
  "routes/shop/pay": {
    who: CUSTOMER,
    body: () => formBody(formOf({ utr })),
    mayChange: (who, p) => who === "customer" && p.shop === SHOP,
  },
  // ── guest order tracking
  "routes/shop/track": {
    who: ALL,
    body: (w) => formBody(formOf({ reference: orderRef(w), mobile: mostly(plausibleMobile) })),
    mayChange: nobody, // it only reads (its rate-limit counter is volatile)
  },
  // ── reviews — stars, hostile text, votes and replies on unknown or hostile ids (the world has no reviews)
  "routes/shop/product": {
    who: CUSTOMER,
    body: () =>
      formBody(
        formOf({
          intent: intents("review", "helpful"),
          rating: oneOf("5", "1", "0", "6", "4.5", ""),
          body: mostly(fc.string({ maxLength: 2100 })),
          reviewId: ids(),
        }),
      ),
    // A customer whose order was delivered (the dashboard's fuzz may mark one so) writes a review.
    mayChange: (who, p) => signedIn(who) && liveShop(p),
  },
  "routes/dashboard/reviews": {
    who: DASHBOARD,
    body: () => formBody(formOf({ intent: intents("reply", "hide"), reviewId: ids(), reply: text, reason: text })),
    mayChange: owner,
  },
  "routes/admin/reviews": {
    who: ADMIN,
    body: () => formBody(formOf({ intent: intents("restore"), reviewId: ids() })),
    mayChange: (who) => who === "admin",
  },
  "routes/shop/addresses": {
    who: CUSTOMER,
    body: (w) => formBody(formOf({ intent: intents("create", "update", "delete"), id: ids(w.addressId), ...addressFields })),
    mayChange: (who, p) => signedIn(who) && liveShop(p),
  },
  "routes/shop/profile": {
    who: CUSTOMER,
    // The profile, the e-mail choice, Download my data, and Delete my account / Keep my account (with a password, sometimes the right one).
    body: (w) =>
      formWithFiles(
        {
          ...addressFields,
          intent: intents("mail-preferences", "delete-account", "keep-account", "export"),
          orderUpdates: oneOf("true", "false"),
          password,
        },
        ["photo"],
        w,
      ),
    mayChange: (who, p) => signedIn(who) && liveShop(p),
  },
  // ── wishlist — one product (ours, the rival shop's, unknown, hostile) or a merge list
  "routes/shop/wishlist": {
    who: CUSTOMER,
    body: (w) => {
      const productId = ids(...w.productIds, w.rivalProductId);
      return formBody(
        formOf({
          intent: intents("add", "remove", "merge"),
          productId,
          ids: mostly(fc.array(productId, { maxLength: 6 }).map((list) => list.join(","))),
          back: redirectTo,
        }),
      );
    },
    mayChange: (who, p) => signedIn(who) && liveShop(p),
  },
};

// ── better-auth's HTTP API (/api/auth/*) ─────────────────────────────────────────────────────

export interface AuthFuzz {
  method: "GET" | "POST";
  who: readonly Who[];
  /** A JSON body (POST) or query string fields (GET). */
  input(world: World): fc.Arbitrary<Body>;
  mayChange: boolean;
}

const post = (spec: Record<string, fc.Arbitrary<unknown>>, mayChange = false, who: readonly Who[] = ["guest", "leaver"]): AuthFuzz => ({
  method: "POST",
  who,
  input: () => jsonBody(spec),
  mayChange,
});
const get = (spec: Record<string, fc.Arbitrary<string>>, mayChange = false): AuthFuzz => ({
  method: "GET",
  who: ["guest", "leaver"],
  input: () => formOf(spec).map((fields): Body => ({ kind: "urlencoded", fields })),
  mayChange,
});
/** A field better-auth refuses outright (input: false): present now and then, else left out. */
const rarely = (value: unknown) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constant(value), weight: 1 });
const jText = mostlyJson(plausibleName);
const jEmail = mostlyJson(plausibleEmail);
const jPassword = mostlyJson(fc.constantFrom(PASSWORD, "another-secret", "x"));
const jUrl = fc.oneof(
  { arbitrary: fc.constantFrom("/", "/fuzz-shop"), weight: 8 },
  { arbitrary: fc.constantFrom("https://evil.example", "//evil.example", "javascript:alert(1)"), weight: 1 },
  { arbitrary: hostileJson, weight: 1 },
);

/** Endpoints that can end the caller's session: the leaver signs in again before the next request. */
export const SESSION_ENDERS = new Set([
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/change-password",
  "/delete-user",
  "/update-session",
]);

/** Keyed by better-auth endpoint path (auth.api[x].path); fuzz.test.ts checks every one is here. */
export const AUTH_FUZZ: Record<string, AuthFuzz> = {
  "/sign-up/email": post(
    {
      name: jText,
      email: jEmail,
      password: jPassword,
      mobile: jText,
      address: jText,
      pincode: jText,
      signupShop: jText,
      role: rarely("admin"),
      image: jUrl,
      callbackURL: jUrl,
    },
    true,
  ),
  "/sign-in/email": post({
    email: mostlyJson(fc.constantFrom("fuzz-leaver@example.com")),
    password: jPassword,
    callbackURL: jUrl,
    rememberMe: hostileJson,
  }),
  "/sign-in/social": post({ provider: mostlyJson(fc.constantFrom("google", "github")), callbackURL: jUrl, idToken: hostileJson }),
  "/callback/:id": get({ state: text, code: text, error: text }),
  "/get-session": get({ disableCookieCache: checkbox }),
  "/sign-out": post({}),
  "/reset-password": post({ token: mostlyJson(fc.constant("abc")), newPassword: jPassword }, true),
  "/verify-password": post({ password: jPassword }),
  "/verify-email": get({ token: text, callbackURL: redirectTo }, true),
  "/send-verification-email": post({ email: jEmail, callbackURL: jUrl }),
  "/change-email": post({ newEmail: jEmail, callbackURL: jUrl }, true),
  "/change-password": post({ currentPassword: jPassword, newPassword: jPassword, revokeOtherSessions: hostileJson }, true),
  "/update-session": post({ expiresAt: hostileJson, userId: hostileJson }),
  "/update-user": post(
    {
      name: jText,
      image: jUrl,
      mobile: jText,
      address: jText,
      pincode: jText,
      signupShop: jText,
      role: rarely("admin"),
      photoKey: rarely("../x"),
      email: rarely("new@example.com"),
    },
    true,
  ),
  "/delete-user": post({ password: jPassword, token: jText, callbackURL: jUrl }, true),
  "/request-password-reset": post({ email: jEmail, redirectTo: jUrl }),
  "/reset-password/:token": get({ callbackURL: redirectTo }),
  "/list-sessions": get({}),
  "/revoke-session": post({ token: jText }),
  "/revoke-sessions": post({}),
  "/revoke-other-sessions": post({}),
  "/link-social": post({ provider: mostlyJson(fc.constantFrom("google")), callbackURL: jUrl }),
  "/list-accounts": get({}),
  "/delete-user/callback": get({ token: text, callbackURL: redirectTo }, true),
  "/unlink-account": post({ providerId: mostlyJson(fc.constantFrom("credential", "google")), accountId: jText }, true),
  "/refresh-token": post({ providerId: jText, accountId: jText, userId: jText }),
  "/get-access-token": post({ providerId: jText, accountId: jText, userId: jText }),
  "/account-info": get({ accountId: text }),
  "/ok": get({}),
  "/error": get({ error: text, error_description: text }),
};

// ── GET on every route with a loader ─────────────────────────────────────────────────────────

/** Query parameters the loaders read (grep searchParams.get in app/), with hostile values. */
export const queryArbitrary: fc.Arbitrary<Fields> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "q",
        "page",
        "spage",
        "status",
        "show",
        "order",
        "redirectTo",
        "token",
        "error",
        "errorTo",
        "reset",
        "check",
        "main",
        "category",
        "sub",
        "color",
        "size",
        "min",
        "max",
        "mode",
        "saved",
        "copied",
        "_routes",
        "index",
        "sort", // the customers list and the shop listing
        "month", // the Reports page's period
        "quarter",
        "period",
        "export", // the profile's data export state
      ),
      fc.oneof(
        hostileString,
        hostileNumber,
        fc.constantFrom("all", "men", "1", "2", UNKNOWN_UUID, "routes/home,root", "99999999999999999999999", "-1", "1e23"),
        // ── sort (the shop home's orders, and near misses)
        fc.constantFrom("relevance", "newest", "price-asc", "price-desc", "rating", "PRICE-ASC", "price", "rating "),
        // ── a report's period (and near misses)
        fc.constantFrom("2026-10", "2026-Q3", "last-quarter", "2026-00", "2026-Q5", "9999-12", "this-month "),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs): Fields => pairs);
