// A shop's own About text and FAQ: the domain's limits, the dashboard action (bad input is a 4xx
// that changes nothing; the row buttons return a draft and save nothing), and the shop pages and
// footer showing the shop's content, or defaults built from its own data, never the platform's.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seller } from "../../app/db/schema";
import { registerSeller } from "../../app/domain/sellers/register.server";
import { getShopPages, updateShopPages } from "../../app/domain/sellers/shop-pages.server";
import type { Shop } from "../../app/domain/sellers/shops.server";
import { signUpWith } from "../../app/http/auth-api.server";
import { action as profileAction } from "../../app/routes/dashboard/profile";
import { loader as aboutLoader } from "../../app/routes/pages/about";
import { loader as faqLoader } from "../../app/routes/pages/faq";
import { loader as layoutLoader } from "../../app/routes/shop/layout";
import { failureMessage, isFailure } from "../../app/utils/reply";
import { dashboardGuards, requestContext, routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let context: RouterContextProvider;
let shopA: Shop;
let shopB: Shop;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  s = await createTestServices();
  context = requestContext(s);
  const open = async (handle: string, shopName: string, location: string, ip: string) => {
    const { shop, headers } = await registerSeller(
      s.db,
      signUpWith(context, new Request(`${s.env.BASE_URL}/register`, { method: "POST", headers: { "x-haat-client-ip": ip } })),
      {
        ownerName: `${shopName} Owner`,
        email: `${handle}@example.com`,
        password: "saree-shop-1",
        shopName,
        handle,
        phone: "9876543210",
        location,
      },
    );
    cookies[handle] = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return shop;
  };
  shopA = await open("lakshmi-sarees", "Lakshmi Sarees", "Kanchipuram, Tamil Nadu", "203.0.113.31");
  shopB = await open("ravi-footwear", "Ravi Footwear", "Agra, Uttar Pradesh", "203.0.113.32");
});
afterAll(() => s?.dispose());

const pagesOf = async (id: string) => getShopPages(s.db, id);
const entry = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` });

describe("domain", () => {
  it("saves plain text as typed (line breaks normalised, blank rows dropped) and reads it back", async () => {
    const saved = await updateShopPages(s.db, shopA.id, {
      about: "  Silk sarees since 1962.\r\n\r\nWoven in <b>Kanchipuram</b>.  ",
      faq: [entry(1), { question: "", answer: "" }, entry(2)],
    });
    expect(saved).toEqual({ about: "Silk sarees since 1962.\n\nWoven in <b>Kanchipuram</b>.", faq: [entry(1), entry(2)] });
    expect(await pagesOf(shopA.id)).toEqual(saved);
  });

  it("refuses input over the limits or malformed with a 400 and changes nothing", async () => {
    const before = await pagesOf(shopA.id);
    for (const [input, message] of [
      [{ about: "x".repeat(2001), faq: [] }, "The About text can be at most 2,000 characters."],
      [{ about: "", faq: Array.from({ length: 21 }, (_, i) => entry(i)) }, "A shop can have at most 20 FAQ entries."],
      [{ about: "", faq: [{ question: "q".repeat(201), answer: "a" }] }, "A question can be at most 200 characters."],
      [{ about: "", faq: [{ question: "q", answer: "a".repeat(1001) }] }, "An answer can be at most 1,000 characters."],
      [{ about: "", faq: [{ question: "Only a question?", answer: "" }] }, "Each FAQ entry needs both a question and an answer."],
      [{ about: "bell\u0007", faq: [] }, "Please remove the special characters from the text."],
      [{ about: 42, faq: [] }, undefined],
      [{ about: "", faq: "not a list" }, undefined],
    ] as const) {
      const error = (await updateShopPages(s.db, shopA.id, input).catch((e) => e)) as { status?: number; message: string };
      expect(error.status).toBe(400);
      if (message) expect(error.message).toBe(message);
    }
    expect(await pagesOf(shopA.id)).toEqual(before);
  });

  it("accepts exactly the limits", async () => {
    const faq = Array.from({ length: 20 }, () => ({ question: "q".repeat(200), answer: "a".repeat(1000) }));
    const saved = await updateShopPages(s.db, shopB.id, { about: "x".repeat(2000), faq });
    expect([saved.about.length, saved.faq.length]).toEqual([2000, 20]);
    await updateShopPages(s.db, shopB.id, { about: "", faq: [] });
  });
});

const post = (handle: string, fields: Array<[string, string]>, who = handle) => {
  const body = new FormData();
  for (const [k, v] of fields) body.append(k, v);
  const request = new Request(`${s.env.BASE_URL}/${handle}/dashboard/profile`, {
    method: "POST",
    body,
    headers: { cookie: cookies[who] },
  });
  return routeArgs({ services: s, request, params: { shop: handle }, guards: dashboardGuards })
    .then((args) => profileAction(args))
    .catch((e: unknown) => e);
};
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200));
/** The reply envelope: its one-line message and the editor's draft (data on success, details on failure). */
const body = (r: unknown) => {
  const reply = (r as { data: unknown }).data;
  const carried = (isFailure(reply) ? reply.details : (reply as { data?: unknown }).data) as { pages: { faq: unknown[] } };
  return { error: failureMessage(reply) ?? undefined, draft: carried.pages };
};
const rows = (...entries: Array<{ question: string; answer: string }>) =>
  entries.flatMap(
    (e): Array<[string, string]> => [
      ["question", e.question],
      ["answer", e.answer],
    ],
  );

describe("dashboard action", () => {
  it("saves the seller's About and FAQ, and refuses bad input with a 400 that changes nothing", async () => {
    const ok = await post("lakshmi-sarees", [["intent", "save-pages"], ["about", "Handwoven silk."], ...rows(entry(1), entry(2))]);
    expect(statusOf(ok)).toBe(200);
    const before = await pagesOf(shopA.id);
    expect(before).toEqual({ about: "Handwoven silk.", faq: [entry(1), entry(2)] });
    const bad = await post("lakshmi-sarees", [["intent", "save-pages"], ["about", "y".repeat(2001)], ...rows(entry(3))]);
    expect([statusOf(bad), body(bad).error]).toEqual([400, "The About text can be at most 2,000 characters."]);
    expect(body(bad).draft.faq).toEqual([entry(3)]); // the seller's typing is kept on the form
    const nul = await post("lakshmi-sarees", [
      ["intent", "save-pages"],
      ["about", "a\0b"],
    ]);
    expect(statusOf(nul)).toBe(400);
    expect(await pagesOf(shopA.id)).toEqual(before);
  });

  it("moves, removes and adds rows in the returned draft without saving", async () => {
    const before = await pagesOf(shopA.id);
    const fields = (intent: string) =>
      [["intent", intent], ["about", "Draft"], ...rows(entry(1), entry(2), entry(3))] as Array<[string, string]>;
    expect(body(await post("lakshmi-sarees", fields("up:2"))).draft.faq).toEqual([entry(1), entry(3), entry(2)]);
    expect(body(await post("lakshmi-sarees", fields("down:0"))).draft.faq).toEqual([entry(2), entry(1), entry(3)]);
    expect(body(await post("lakshmi-sarees", fields("remove:1"))).draft.faq).toEqual([entry(1), entry(3)]);
    expect(body(await post("lakshmi-sarees", fields("add"))).draft.faq).toHaveLength(4);
    expect(statusOf(await post("lakshmi-sarees", fields("explode")))).toBe(400);
    expect(await pagesOf(shopA.id)).toEqual(before);
  });

  it("another seller cannot change this shop's pages", async () => {
    const before = await pagesOf(shopA.id);
    const r = await post(
      "lakshmi-sarees",
      [
        ["intent", "save-pages"],
        ["about", "Hijacked"],
      ],
      "ravi-footwear",
    );
    expect(statusOf(r)).toBeGreaterThanOrEqual(300);
    expect(await pagesOf(shopA.id)).toEqual(before);
  });
});

describe("shop pages", () => {
  const load = async (loader: typeof aboutLoader | typeof faqLoader | typeof layoutLoader, handle: string, path: string) =>
    (await loader(
      await routeArgs({ services: s, request: new Request(`${s.env.BASE_URL}/${handle}/${path}`), params: { shop: handle } }),
    )) as Record<string, unknown>;

  it("show the seller's own About, FAQ and footer line", async () => {
    expect(await load(aboutLoader, "lakshmi-sarees", "about")).toEqual({ shop: { name: "Lakshmi Sarees", about: "Handwoven silk." } });
    expect(await load(faqLoader, "lakshmi-sarees", "faq")).toEqual({ shop: { name: "Lakshmi Sarees", faq: [entry(1), entry(2)] } });
    expect((await load(layoutLoader, "lakshmi-sarees", "")).blurb).toBe("Handwoven silk.");
  });

  it("build defaults from the shop's own data when it has none, never the platform's text", async () => {
    const about = (await load(aboutLoader, "ravi-footwear", "about")).shop as { about: string };
    expect(about.about).toContain("Ravi Footwear is a shop in Agra, Uttar Pradesh run by Ravi Footwear Owner.");
    expect(about.about).toContain("9876543210");
    const faq = JSON.stringify(await load(faqLoader, "ravi-footwear", "faq"));
    expect(faq).toContain("Agra, Uttar Pradesh");
    const blurb = (await load(layoutLoader, "ravi-footwear", "")).blurb as string;
    expect(blurb).toBe("Ravi Footwear is a shop in Agra, Uttar Pradesh run by Ravi Footwear Owner.");
    for (const text of [about.about, faq, blurb]) {
      expect(text).not.toMatch(/Haat|Quality clothing for the whole family|Handwoven silk/);
    }
    // The platform's own pages keep the platform's content.
    // (/about is outside the shop layout: no shop guard runs.)
    const platform = await routeArgs({ services: s, request: new Request(`${s.env.BASE_URL}/about`), params: {}, guards: [] });
    expect(await aboutLoader(platform)).toEqual({ shop: null });
  });

  it("a seller's edit reaches the pages cache key (the seller row's content version moves)", async () => {
    const [before] = await s.db.select({ v: seller.contentVersion }).from(seller).where(eq(seller.id, shopB.id));
    await updateShopPages(s.db, shopB.id, { about: "Shoes for every season.", faq: [] });
    const [after] = await s.db.select({ v: seller.contentVersion }).from(seller).where(eq(seller.id, shopB.id));
    expect(after.v).toBeGreaterThan(before.v);
  });
});
