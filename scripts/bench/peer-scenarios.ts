// The peer bench's five scenarios, each as Haat's operation and Vendure's: what a real client of each
// sends. Haat's are its React Router `.data` requests and actions (the cart fetcher's form post, the
// checkout fetcher's JSON); Vendure's are shop-API GraphQL operations like its storefront starters'.

import type { PeerShop } from "./peer-catalogue";
import { skuOf } from "./peer-catalogue";
import type { Operation, Reply, Send } from "./peer-load";
import type { CartKey } from "./plans";
import { checkoutCall, placedOrder } from "./requests";
import type { Customer } from "./sign-in";

export type Side = "Haat" | "Vendure";

export interface PeerContext {
  shop: PeerShop;
  /** Vendure's variant id by sku (peer-catalogue.ts skuOf). */
  variantIds: Map<string, string>;
  /** Haat's signed-in shoppers, one per connection (its checkout is for signed-in customers). */
  customers: Customer[];
  shippingMethodId: string;
  paymentMethodCode: string;
  /** Vendure sessions with the checkout's lines already in their order (the cart prepared beforehand). */
  vendureCarts: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: each side's connection state is its own
type AnyOperation = Operation<any>;

export interface PeerScenario {
  name: string;
  /** The target for Haat req/s ÷ Vendure req/s. */
  target: number;
  haat: { state: (connection: number) => unknown; operation: AnyOperation };
  vendure: { state: (connection: number) => unknown; operation: AnyOperation };
}

const PAGE_SIZE = 20;
const PAGES = 5;
/** A session's cart is this many additions long, then the connection starts a new shopper. */
const ADDS_PER_SESSION = 10;

// What every generated product's name looks like (catalogue.ts): a listing that has products shows some.
const PRODUCT_NAME = /(Cotton|Linen|Silk|Rayon|Denim) (Kurta|Shirt|Saree|Dress|Jeans|Top) \d+/;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const page = () => 1 + Math.floor(Math.random() * PAGES);
const ok200 = (r: Reply) => r.status === 200;

// ---- Vendure's shop API ----

const gql = (query: string, variables: Record<string, unknown>, token?: string) => ({
  method: "POST" as const,
  path: "/shop-api",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: { query, variables },
});
const gqlOk = (r: Reply) => r.status === 200 && !r.text.includes('"errors"') && !r.text.includes('"errorCode"');

const SEARCH = `query Search($skip: Int, $take: Int) {
  search(input: { skip: $skip, take: $take, groupByProduct: true }) {
    totalItems
    items { productId productName slug productAsset { id preview } currencyCode
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } }
  }
}`;

const PRODUCT = `query Product($slug: String!) {
  product(slug: $slug) {
    id name slug description
    featuredAsset { id preview } assets { id preview }
    optionGroups { id code name options { id code name } }
    variants { id name sku priceWithTax currencyCode stockLevel options { id code groupId } }
  }
}`;

const ORDER_FIELDS = "id code state totalQuantity totalWithTax lines { id quantity linePriceWithTax productVariant { id name } }";
const ADD_ITEM = `mutation Add($variantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
    __typename ... on Order { ${ORDER_FIELDS} } ... on ErrorResult { errorCode message }
  }
}`;
const SET_CUSTOMER = `mutation Customer($input: CreateCustomerInput!) {
  setCustomerForOrder(input: $input) { __typename ... on Order { id code } ... on ErrorResult { errorCode message } }
}`;
const SET_ADDRESS = `mutation Address($input: CreateAddressInput!) {
  setOrderShippingAddress(input: $input) { __typename ... on Order { id code } ... on ErrorResult { errorCode message } }
}`;
const SET_SHIPPING = `mutation Shipping($id: [ID!]!) {
  setOrderShippingMethod(shippingMethodId: $id) { __typename ... on Order { id code shippingWithTax totalWithTax } ... on ErrorResult { errorCode message } }
}`;
const TRANSITION = `mutation Transition($state: String!) {
  transitionOrderToState(state: $state) { __typename ... on Order { id code state } ... on ErrorResult { errorCode message } }
}`;
const ADD_PAYMENT = `mutation Pay($input: PaymentInput!) {
  addPaymentToOrder(input: $input) { __typename ... on Order { id code state totalWithTax payments { id state amount } } ... on ErrorResult { errorCode message } }
}`;

const variantOf = (ctx: PeerContext, line: CartKey) => {
  const index = ctx.shop.products.findIndex((p) => p.haatId === line.productId);
  const id = ctx.variantIds.get(skuOf(index, line.color, line.size));
  if (!id) throw new Error(`no Vendure variant for ${line.productId} ${line.color} ${line.size}`);
  return id;
};

/** One Vendure session (a new bearer token) whose order holds `lines`, one of each. */
export async function vendureCart(send: Send, variantIds: string[]): Promise<string> {
  let token: string | undefined;
  for (const variantId of variantIds) {
    const r = await send(gql(ADD_ITEM, { variantId, quantity: 1 }, token));
    if (!gqlOk(r)) throw new Error(`preparing a Vendure cart: ${r.status} ${r.text.slice(0, 300)}`);
    token ??= r.headers["vendure-auth-token"] as string | undefined;
  }
  if (!token) throw new Error("Vendure gave no session token");
  return token;
}

export const checkoutVariantIds = (ctx: PeerContext) => ctx.shop.checkoutLines.map((l) => variantOf(ctx, l));

// ---- Haat ----

const cookieJar = (cookie: string | undefined, reply: Reply) => {
  const set = reply.headers["set-cookie"] ?? [];
  if (!set.length) return cookie;
  const jar = new Map(
    (cookie ?? "")
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split("=", 2) as [string, string]),
  );
  for (const c of set) {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
};

const FORM = { "content-type": "application/x-www-form-urlencoded" };

interface Session {
  adds: number;
  auth?: string;
}

export function peerScenarios(ctx: PeerContext): PeerScenario[] {
  const { shop } = ctx;
  const base = `/${shop.handle}`;
  const none = () => ({});
  const productGet =
    (html: boolean): AnyOperation =>
    async (send) => {
      const p = pick(shop.products);
      const r = await send(
        html ? { path: `${base}/product/${p.haatId}`, headers: { accept: "text/html" } } : { path: `${base}/product/${p.haatId}.data` },
      );
      return ok200(r) && r.text.includes(p.name);
    };
  const vendureProduct: AnyOperation = async (send) => {
    const p = pick(shop.products);
    const r = await send(gql(PRODUCT, { slug: p.slug }));
    return gqlOk(r) && r.text.includes(p.name);
  };
  const cartVariants = shop.cartLines.map((l) => ({ line: l, variantId: variantOf(ctx, l) }));

  return [
    {
      name: "listing of 20",
      target: 10,
      haat: {
        state: none,
        operation: async (send) => {
          const r = await send({ path: `${base}.data?mode=all&page=${page()}` });
          return ok200(r) && PRODUCT_NAME.test(r.text);
        },
      },
      vendure: {
        state: none,
        operation: async (send) => {
          const r = await send(gql(SEARCH, { skip: (page() - 1) * PAGE_SIZE, take: PAGE_SIZE }));
          return gqlOk(r) && r.text.includes('"productName"');
        },
      },
    },
    {
      name: "product detail",
      target: 4,
      haat: { state: none, operation: productGet(false) },
      vendure: { state: none, operation: vendureProduct },
    },
    {
      name: "add to cart",
      target: 10,
      haat: {
        state: (): Session => ({ adds: 0 }),
        operation: async (send, session: Session) => {
          if (session.adds >= ADDS_PER_SESSION) Object.assign(session, { adds: 0, auth: undefined });
          const { productId, color, size } = pick(shop.cartLines);
          const body = new URLSearchParams({ intent: "add", productId, color, size, quantity: "1" }).toString();
          const r = await send({
            method: "POST",
            path: `${base}/cart.data`,
            headers: { ...FORM, ...(session.auth ? { cookie: session.auth } : {}) },
            body,
          });
          session.auth = cookieJar(session.auth, r);
          session.adds++;
          return ok200(r) && r.text.includes("success");
        },
      },
      vendure: {
        state: (): Session => ({ adds: 0 }),
        operation: async (send, session: Session) => {
          if (session.adds >= ADDS_PER_SESSION) Object.assign(session, { adds: 0, auth: undefined });
          const { variantId } = pick(cartVariants);
          const r = await send(gql(ADD_ITEM, { variantId, quantity: 1 }, session.auth));
          session.auth ??= r.headers["vendure-auth-token"] as string | undefined;
          session.adds++;
          return gqlOk(r) && r.text.includes('"Order"');
        },
      },
    },
    {
      name: "completed checkout",
      target: 10,
      haat: {
        state: (i) => ctx.customers[i % ctx.customers.length],
        operation: async (send, customer: Customer) =>
          placedOrder((await send(checkoutCall({ handle: shop.handle, lines: shop.checkoutLines }, customer, {}))).text),
      },
      vendure: {
        state: (i) => i,
        operation: async (send, i: number) => {
          const token = ctx.vendureCarts.pop();
          if (!token) throw new Error("the prepared Vendure carts ran out (raise BENCH_PEER_CARTS)");
          const steps = [
            gql(
              SET_CUSTOMER,
              { input: { emailAddress: `bench-customer-${i}@bench.example`, firstName: "Bench", lastName: `Customer ${i}` } },
              token,
            ),
            gql(
              SET_ADDRESS,
              {
                input: {
                  fullName: `Bench Customer ${i}`,
                  streetLine1: "12 MG Road",
                  city: "Pune",
                  province: "Maharashtra",
                  postalCode: "411001",
                  countryCode: "IN",
                  phoneNumber: "9876543210",
                },
              },
              token,
            ),
            gql(SET_SHIPPING, { id: [ctx.shippingMethodId] }, token),
            gql(TRANSITION, { state: "ArrangingPayment" }, token),
            gql(ADD_PAYMENT, { input: { method: ctx.paymentMethodCode, metadata: {} } }, token),
          ];
          let last: Reply | undefined;
          for (const step of steps) {
            last = await send(step);
            if (!gqlOk(last)) return false;
          }
          return last?.text.includes('"PaymentSettled"') ?? false;
        },
      },
    },
    {
      name: "product page HTML (Haat, uncached) vs product JSON (Vendure)",
      target: 1.5,
      haat: { state: none, operation: productGet(true) },
      vendure: { state: none, operation: vendureProduct },
    },
  ];
}

/** The shipping and payment methods Vendure offers an order (asked once, with a prepared cart). */
export const ELIGIBLE_METHODS = "{ eligibleShippingMethods { id name } eligiblePaymentMethods { id code isEligible } }";
