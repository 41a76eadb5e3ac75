// Hostile uploads through every real form that takes an image, over HTTP against the production
// build: wrong magic bytes behind a .jpg name, SVG with script, a decompression bomb (20,000 ×
// 20,000 pixels), an over-size file and an empty file are refused with a 4xx and a message, store
// no file and change no row. A `../` file name never picks where a file lands. /media never serves
// anything outside the uploads folder.

import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../app/domain/catalog/categories.server";
import { failureMessage } from "../../app/utils/reply";
import { type AppServer, type Identity, openShop, signUp, startAppServer } from "./support/app-server";
import { digestAppTables, listFiles } from "./support/db-digest";
import { png } from "./support/fuzz-world";

const SHOP = "upload-shop";

let server: AppServer;
let seller: Identity;
let customer: Identity;
let admin: Identity;
let categoryId: string;
let uploads: string;

beforeAll(async () => {
  server = await startAppServer();
  [seller, customer, admin] = await Promise.all([
    signUp(server, "Upload Seller", "seller"),
    signUp(server, "Upload Customer", "customer"),
    signUp(server, "Upload Admin", "admin"),
  ]);
  const shop = await openShop(server, seller, SHOP);
  categoryId = (await createCategory(server.services.db, shop.id, { main: "men", name: "Shirts" })).id;
  uploads = path.join(server.services.dataDir, "uploads");
});
afterAll(async () => {
  await server?.close();
});

// ── the files ────────────────────────────────────────────────────────────────────────────────

/** A complete, valid PNG that declares `width` × `height` 1-bit pixels: tiny on disk, huge decoded. */
function pngBomb(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // every row: filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

type Hostile = { label: string; file: () => Promise<Upload>; message: RegExp };

const HOSTILE: Hostile[] = [
  {
    label: "wrong magic bytes behind a .jpg name",
    file: async () => ({ bytes: Buffer.from("MZ\x90\x00 an executable, not a photo"), name: "photo.jpg", type: "image/jpeg" }),
    message: /only .*allowed/i,
  },
  {
    label: "an SVG with a script",
    file: async () => ({
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>`),
      name: "logo.svg",
      type: "image/svg+xml",
    }),
    message: /only .*allowed/i,
  },
  {
    label: "a decompression bomb (20,000 × 20,000 pixels)",
    file: async () => ({ bytes: pngBomb(20_000, 20_000), name: "bomb.png", type: "image/png" }),
    message: /pixels.*20000×20000/i,
  },
  {
    label: "an over-size file (6 MB)",
    // A real image at the front, so only the size can be the reason for refusing it.
    file: async () => ({ bytes: Buffer.concat([await png(300, 300), Buffer.alloc(6 * 1024 * 1024)]), name: "big.png", type: "image/png" }),
    message: /less than|too large/i,
  },
  {
    label: "an empty file",
    // A chosen file with nothing in it is refused like any other unusable file, even where the
    // image is optional (it used to count as "no file" and the form said "saved" with no image).
    file: async () => ({ bytes: new Uint8Array(0), name: "empty.jpg", type: "image/jpeg" }),
    message: /image file is empty/i,
  },
];

// ── the forms that take an image ─────────────────────────────────────────────────────────────

interface UploadForm {
  name: string;
  who: () => Identity;
  /** The route's data URL (what the browser's router posts to). */
  url: string;
  fields: () => Record<string, string>;
  fileField: string;
  /** A file input left empty (no file chosen) is fine here: the rest of the form saves. */
  imageOptional?: boolean;
  /** A field that gets a good image before the hostile one: the good one must not be stored either. */
  companion?: string;
}

const FORMS: UploadForm[] = [
  {
    name: "seller product form",
    who: () => seller,
    url: `/${SHOP}/dashboard/products/new.data`,
    fields: () => ({
      name: "Block print shirt",
      price: "499",
      main: "men",
      active: "on",
      "colors[0].color": "Red",
      "colors[0].stock.M": "3",
    }),
    fileField: "colors[0].images",
    imageOptional: true,
  },
  {
    name: "customer profile photo",
    who: () => customer,
    url: `/${SHOP}/profile`,
    fields: () => ({}),
    fileField: "photo",
  },
  {
    name: "shop banners",
    who: () => seller,
    url: `/${SHOP}/dashboard/banners.data`,
    fields: () => ({ intent: "upload" }),
    fileField: "image",
  },
  {
    name: "shop profile photo",
    who: () => seller,
    url: `/${SHOP}/dashboard/profile.data`,
    fields: () => ({ shopName: "Upload Shop", ownerName: "Asha", email: "asha@example.com", phone: "9876543210", location: "Pune" }),
    fileField: "photo",
    imageOptional: true,
  },
  {
    name: "category picture",
    who: () => seller,
    url: `/${SHOP}/dashboard/categories.data`,
    fields: () => ({ intent: "picture", id: categoryId, level: "category" }),
    fileField: "picture",
  },
  {
    name: "admin platform banner",
    who: () => admin,
    url: "/admin/banners.data",
    fields: () => ({ intent: "create", title: "Festive sale", subtitle: "" }),
    fileField: "image",
  },
  {
    name: "admin platform banner (fallback image)",
    who: () => admin,
    url: "/admin/banners.data",
    fields: () => ({ intent: "create", title: "Festive sale", subtitle: "" }),
    fileField: "fallback",
    companion: "image",
    imageOptional: true,
  },
  {
    name: "seller product form (a second image)",
    who: () => seller,
    url: `/${SHOP}/dashboard/products/new.data`,
    fields: () => ({
      name: "Two photo shirt",
      price: "499",
      main: "men",
      "colors[0].color": "Red",
      "colors[0].stock.M": "3",
    }),
    fileField: "colors[0].images",
    companion: "colors[0].images",
    imageOptional: true,
  },
];

async function post(form: UploadForm, file: Upload, extra: Array<[string, Upload]> = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields())) body.set(k, v);
  for (const [field, f] of [...extra, [form.fileField, file] as [string, Upload]]) {
    body.append(field, new Blob([f.bytes as BlobPart], { type: f.type }), f.name);
  }
  const res = await fetch(server.url + form.url, {
    method: "POST",
    body,
    headers: { cookie: form.who().cookie, origin: server.url },
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

/** The message of a refusal: a JSON reply's (app/utils/reply.ts) or `error`, or the `error`/`message` of a single-fetch payload. */
function messageOf(text: string): string {
  try {
    const json = JSON.parse(text) as { error?: unknown; message?: string };
    const message = failureMessage(json) ?? json.error ?? json.message;
    if (message) return message as string;
  } catch {}
  return singleFetchFailure(text) ?? /"(?:error|message)","([^"]+)"/.exec(text)?.[1] ?? "";
}

/** The failure message of a reply envelope (app/utils/reply.ts) inside a single-fetch (turbo-stream) payload. */
function singleFetchFailure(text: string): string | null {
  let values: unknown[];
  try {
    values = JSON.parse(text.split("\n")[0] ?? "") as unknown[];
  } catch {
    return null;
  }
  // Each value is a literal, or an array/object of indexes into `values` (objects as {_keyIndex: valueIndex}).
  const at = (i: unknown): unknown => (typeof i === "number" && i >= 0 ? expand(values[i]) : undefined);
  const expand = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(at)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).map(([k, i]) => [String(values[Number(k.slice(1))]), at(i)]))
        : v;
  const find = (v: unknown): string | null =>
    failureMessage(v) ?? (v && typeof v === "object" ? Object.values(v).reduce<string | null>((m, x) => m ?? find(x), null) : null);
  return find(expand(values[0]));
}

const validPng = async (name = "photo.png"): Promise<Upload> => ({ bytes: await png(240, 240), name, type: "image/png" });
const extraFor = async (form: UploadForm): Promise<Array<[string, Upload]>> => (form.companion ? [[form.companion, await validPng()]] : []);

describe.each(FORMS)("$name", (form) => {
  it.each(HOSTILE)("refuses $label: a 4xx with a message, no file stored, no row changed", async (hostile) => {
    const file = await hostile.file();
    const before = { files: await listFiles(uploads), db: await digestAppTables(server.services.db) };
    const { status, text } = await post(form, file, await extraFor(form));
    expect(await listFiles(uploads)).toEqual(before.files);
    expect(status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(messageOf(text)).toMatch(hostile.message);
    expect(await digestAppTables(server.services.db)).toBe(before.db);
  });

  it.runIf(form.imageOptional)("saves the rest of the form when no file is chosen (a nameless empty part, as browsers send)", async () => {
    const { status, text } = await post(
      form,
      { bytes: new Uint8Array(0), name: "", type: "application/octet-stream" },
      await extraFor(form),
    );
    expect(status, text.slice(0, 200)).toBeLessThan(400);
  });

  it("stores a real image under a key of its own choosing, whatever the file is called", async () => {
    const before = await listFiles(uploads);
    const { status, text } = await post(form, await validPng("../../../../escape.png"), await extraFor(form));
    expect(status, text.slice(0, 200)).toBeLessThan(400);
    const added = (await listFiles(uploads)).filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0); // the form does store images (the refusals above mean something)
    // Folder by kind and owner id, file name a fresh UUID: nothing of the uploaded name.
    for (const file of added) expect(file).toMatch(/^[a-z_]+\/(?:[\w-]+\/)?[0-9a-f-]{36}-\d+\.webp$/);
    const served = await fetch(`${server.url}/media/${added[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

it("leaves no file behind when a product form is refused after its images were stored", async () => {
  const form = FORMS[0] as UploadForm;
  const before = { files: await listFiles(uploads), db: await digestAppTables(server.services.db) };
  const refused = { ...form, fields: () => ({ ...form.fields(), categoryId: "00000000-0000-4000-8000-000000000000" }) };
  const { status, text } = await post(refused, await validPng(), [["colors[0].images", await validPng()]]);
  expect(status).toBe(400);
  expect(messageOf(text)).toMatch(/category does not exist/i);
  expect(await listFiles(uploads)).toEqual(before.files);
  expect(await digestAppTables(server.services.db)).toBe(before.db);
});

describe("/media serves nothing outside the uploads folder", () => {
  /** Sends the path exactly as written (fetch would resolve the dot segments first). */
  function rawGet(target: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      http
        .get({ hostname, port, path: target }, (res) => {
          let body = "";
          res.setEncoding("latin1");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    });
  }

  it.each([
    "/media/../secret.txt",
    "/media/../../secret.txt",
    "/media/..%2fsecret.txt",
    "/media/..%2Fsecret.txt",
    "/media/%2e%2e/secret.txt",
    "/media/%2e%2e%2fsecret.txt",
    "/media/products/..%5c..%5csecret.txt",
    "/media/..\\secret.txt",
    "/media//etc/passwd",
    "/media/%2fetc%2fpasswd",
    "/media/....//secret.txt",
    "/media/secret.txt%00.webp",
  ])("GET %s → 4xx, never the file", async (target) => {
    // A file right next to the uploads folder, which a traversal would reach.
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(server.services.dataDir, "secret.txt"), "TOP-SECRET-CONTENT");
    const { status, body } = await rawGet(target);
    expect(body).not.toContain("TOP-SECRET-CONTENT");
    expect(body).not.toContain("root:");
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    if (!target.includes("%00")) expect(status).toBe(404); // %00 is refused earlier, with a 400
  });
});
