// A refused upload is shown where the seller chose the file, on the same form, with everything else
// they typed kept: each refusal kind is posted as a plain form (no JavaScript) to the shop photo and
// the product form over real HTTP against the production build, and the page that comes back is
// read as a browser would: the file input the form renders is marked invalid and described by the
// refusal, and the other inputs hold the values sent. An over-size file is one such refusal, not
// an error page in place of the form.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, type Identity, openShop, signUp, startAppServer } from "./support/app-server";
import { digestAppTables, listFiles } from "./support/db-digest";
import { png } from "./support/fuzz-world";

const SHOP = "upload-fields-shop";
const MB = 1024 * 1024;

let server: AppServer;
let seller: Identity;
let uploads: string;

beforeAll(async () => {
  server = await startAppServer();
  seller = await signUp(server, "Field Seller", "seller");
  await openShop(server, seller, SHOP);
  uploads = path.join(server.services.dataDir, "uploads");
});
afterAll(async () => {
  await server?.close();
});

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

const REFUSALS: Array<{ label: string; file: () => Promise<Upload>; message: RegExp }> = [
  { label: "an empty file", file: async () => ({ bytes: new Uint8Array(0), name: "empty.jpg", type: "image/jpeg" }), message: /empty/i },
  {
    label: "an SVG with a script",
    file: async () => ({
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
      name: "logo.svg",
      type: "image/svg+xml",
    }),
    message: /only .*allowed/i,
  },
  {
    label: "an HTML page named .jpg",
    file: async () => ({ bytes: Buffer.from("<!doctype html><script>alert(1)</script>"), name: "photo.jpg", type: "text/html" }),
    message: /only .*allowed/i,
  },
  {
    label: "a polyglot (JPEG magic bytes, then HTML)",
    file: async () => ({
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")]),
      name: "poly.jpg",
      type: "image/jpeg",
    }),
    message: /damaged|could not be read|not .*image/i,
  },
  {
    label: "a 20,000 × 20,000 PNG",
    file: async () => ({ bytes: await bomb(), name: "bomb.png", type: "image/png" }),
    message: /20000×20000/,
  },
  {
    label: "a file over the form's size limit (6 MB)",
    // A real image at the front, so only the size can be the reason for refusing it.
    file: async () => ({ bytes: Buffer.concat([await png(300, 300), Buffer.alloc(6 * MB)]), name: "big.png", type: "image/png" }),
    message: /too large|less than/i,
  },
];

/** A valid PNG header declaring 20,000 × 20,000 pixels (the pixel check refuses it before decoding). */
async function bomb(): Promise<Uint8Array> {
  const small = Buffer.from(await png(16, 16));
  const huge = Buffer.from(small);
  huge.writeUInt32BE(20_000, 16); // IHDR width
  huge.writeUInt32BE(20_000, 20); // IHDR height (the CRC no longer matches: sharp reads the header only)
  return huge;
}

interface TypedForm {
  name: string;
  url: string;
  /** What the seller typed, which must come back in the form. */
  fields: Record<string, string>;
  /** The file input's name as the form renders it. */
  fileField: string;
}

const FORMS: TypedForm[] = [
  {
    name: "shop profile photo",
    url: `/${SHOP}/dashboard/profile`,
    fields: {
      shopName: "Edited Shop Name",
      ownerName: "Asha Edited",
      email: "asha.edit@example.com",
      phone: "9876500000",
      location: "Nashik",
    },
    fileField: "photo",
  },
  {
    name: "product form",
    url: `/${SHOP}/dashboard/products/new`,
    fields: {
      name: "Block print shirt",
      description: "Hand printed",
      price: "499",
      main: "men",
      "colors[0].color": "Red",
      "colors[0].stock.M": "3",
    },
    fileField: "colors[0].images",
  },
];

async function post(form: TypedForm, file: Upload) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.set(k, v);
  body.append(form.fileField, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  const res = await fetch(server.url + form.url, {
    method: "POST",
    body,
    headers: { cookie: seller.cookie, origin: server.url, accept: "text/html" },
    redirect: "manual",
  });
  return { status: res.status, html: await res.text() };
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The attributes of the one control named `name` in the page (input, textarea or select). */
function control(html: string, name: string): Record<string, string> {
  const tags = [...html.matchAll(new RegExp(`<(?:input|textarea|select)\\b[^>]*\\bname="${escapeRe(name)}"[^>]*>`, "g"))];
  expect(tags, `one control named ${name}`).toHaveLength(1);
  return Object.fromEntries([...(tags[0]?.[0] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? "")]));
}

/** The text of the element with `id`. */
function textOf(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  expect(at, `an element with id ${id}`).toBeGreaterThan(-1);
  const start = html.indexOf(">", at) + 1;
  const end = html.indexOf("</", start);
  return decode(html.slice(start, end).replace(/<[^>]*>/g, ""));
}

/** A text control's value as the page renders it (textarea: its content). */
function shownValue(html: string, name: string): string {
  const tag = control(html, name);
  if (tag.value !== undefined) return tag.value;
  const textarea = new RegExp(`<textarea\\b[^>]*\\bname="${escapeRe(name)}"[^>]*>([^<]*)</textarea>`).exec(html);
  return decode(textarea?.[1] ?? "");
}

describe.each(FORMS)("$name", (form) => {
  it.each(REFUSALS)("refuses $label on the file input the form renders, the seller's other values kept", async (refusal) => {
    const before = { files: await listFiles(uploads), db: await digestAppTables(server.services.db) };
    const { status, html } = await post(form, await refusal.file());
    expect(status, html.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const input = control(html, form.fileField);
    expect(input.type).toBe("file");
    expect(input["aria-invalid"]).toBe("true");
    const describedBy = (input["aria-describedby"] ?? "").split(" ").filter(Boolean);
    expect(describedBy.length, "the file input is described by its errors").toBeGreaterThan(0);
    expect(describedBy.map((id) => textOf(html, id)).join(" ")).toMatch(refusal.message);
    for (const [name, value] of Object.entries(form.fields)) {
      if (name === "main") continue; // a select: its chosen option, not a value attribute
      expect(shownValue(html, name), name).toBe(value);
    }
    expect(await listFiles(uploads)).toEqual(before.files);
    expect(await digestAppTables(server.services.db)).toBe(before.db);
  });
});
