// The S3 storage driver against an S3-compatible server running on this machine (s3rver: the S3
// REST API over HTTP, objects kept on disk; it checks the access key id but not SigV4 signatures),
// and an upload through the app's media pipeline that lands in the bucket and is served from /media.

import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../app/db/schema";
import { createS3Storage, type S3StorageConfig } from "../../app/media/s3-storage.server";
import type { Storage } from "../../app/media/storage.server";
import { imageFileKey } from "../../app/media/urls";
import { type AppServer, openShop, signUp, startAppServer } from "./support/app-server";

const BUCKET = "haat-media";
let s3: S3rver;
let s3Dir: string;
let config: S3StorageConfig;
let storage: Storage;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), "haat-s3-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  // s3rver's fixed key pair.
  config = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  storage = createS3Storage(config);
});
afterAll(async () => {
  storage?.close?.();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

describe("S3 driver", () => {
  it("puts, gets and deletes an object; a missing key is null", async () => {
    await storage.put("tests/hello.txt", Buffer.from("hello bucket"), "text/plain");
    const object = await storage.get("tests/hello.txt");
    expect(object?.size).toBe(12);
    expect(await text(object?.body as NodeJS.ReadableStream)).toBe("hello bucket");

    await storage.put("tests/hello.txt", Buffer.from("replaced"), "text/plain");
    expect(await text((await storage.get("tests/hello.txt"))?.body as NodeJS.ReadableStream)).toBe("replaced");

    await storage.delete("tests/hello.txt");
    expect(await storage.get("tests/hello.txt")).toBeNull();
    expect(await storage.get("tests/never-written.txt")).toBeNull();
    await expect(storage.delete("tests/never-written.txt")).resolves.toBeUndefined();
  });

  it("stores a file from disk as a stream (a data export), byte for byte", async () => {
    const file = path.join(s3Dir, "upload-source.bin");
    const bytes = randomBytes(3 * 1024 * 1024 + 17); // several of the SDK's stream chunks, an odd length
    await writeFile(file, bytes);
    await storage.putFile("private/exports/big.zip", file, "application/zip");
    const object = await storage.get("private/exports/big.zip");
    if (!object) throw new Error("the stored file is missing");
    expect(object.size).toBe(bytes.length);
    expect(Buffer.concat(await object.body.toArray()).equals(bytes)).toBe(true);
    await storage.delete("private/exports/big.zip");
    await expect(storage.putFile("../escape", file, "application/zip")).rejects.toThrow(/Unsafe storage key/);
  });

  it("refuses unsafe keys like the disk driver", async () => {
    expect(await storage.get("../etc/passwd")).toBeNull();
    await expect(storage.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
  });

  it("fails loudly with credentials the server does not know", async () => {
    const wrong = createS3Storage({ ...config, accessKeyId: "NOT-A-KEY" });
    try {
      await expect(wrong.put("tests/denied.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/access key/i);
      expect(await storage.get("tests/denied.txt")).toBeNull();
    } finally {
      wrong.close?.();
    }
  });
});

describe("the app on S3 storage", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint as string,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores an uploaded profile photo in the bucket and serves it from /media", async () => {
    const seller = await signUp(server, "S3 Seller", "seller");
    await openShop(server, seller, "s3-shop");
    const customer = await signUp(server, "S3 Customer");
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const res = await fetch(`${server.url}/s3-shop/profile.data`, {
      method: "POST",
      body: form,
      headers: { origin: server.url, cookie: customer.cookie },
    });
    expect(res.status).toBe(200);

    const [row] = await server.services.db
      .select({ photoKey: user.photoKey })
      .from(user)
      .where(eq(user.id, customer.userId as string));
    expect(row.photoKey).toMatch(/^customer_photos\//);
    const key = imageFileKey(row.photoKey as string, 320);
    // In the bucket, read back with a client of our own (not the app's).
    const inBucket = await storage.get(key);
    expect(inBucket?.size).toBeGreaterThan(0);
    inBucket?.body.resume();
    expect(existsSync(path.join(server.services.dataDir, "uploads", key))).toBe(false); // not on local disk

    const media = await fetch(`${server.url}/media/${key}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    const served = Buffer.from(await media.arrayBuffer());
    expect(served.length).toBe(inBucket?.size);
    expect((await sharp(served).metadata()).format).toBe("webp");

    expect((await fetch(`${server.url}/media/customer_photos/nobody-320.webp`)).status).toBe(404);
  });
});
