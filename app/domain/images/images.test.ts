import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "~/media/storage.server";
import { checkImage, detectImageType, imageRejected, storeImage } from "./images.server";

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#ea580c" } })
    .png()
    .toBuffer();
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe("image intake", () => {
  it("recognises JPEG, PNG and WebP by their bytes, not their names", async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } });
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(detectImageType(await base.clone().png().toBuffer())).toBe("image/png");
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe("image/webp");
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("refuses a file that is not an image with a clear message", async () => {
    const text = Buffer.from("MZ this is an executable pretending to be photo.jpg");
    await expect(checkImage(text, { maxBytes: 2 * 1024 * 1024 })).rejects.toThrow(
      imageRejected("Only JPEG, PNG, WebP images are allowed.", { wrongType: true }),
    );
    await expect(checkImage(await png(50, 50), { maxBytes: 1e6, accept: ["image/jpeg"] })).rejects.toThrow("Only JPEG images are allowed.");
  });

  it("refuses an over-size upload before decoding it", async () => {
    const big = Buffer.concat([await png(50, 50), Buffer.alloc(2 * 1024 * 1024)]);
    await expect(checkImage(big, { maxBytes: 2 * 1024 * 1024 })).rejects.toThrow("Image size must be less than 2MB.");
  });

  it("refuses images that are too small or too large in pixels", async () => {
    await expect(checkImage(await png(8, 8), { maxBytes: 1e6 })).rejects.toThrow(/between 16 and 8000 pixels.*8×8/);
    await expect(checkImage(await png(3000, 20), { maxBytes: 1e7, maxSide: 2000 })).rejects.toThrow(/3000×20/);
  });

  it("refuses a truncated image", async () => {
    const whole = await png(200, 200);
    await expect(checkImage(whole.subarray(0, 40), { maxBytes: 1e6 })).rejects.toMatchObject({ code: "image_rejected" });
  });

  it("stores a WebP in each width, never enlarged", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "haat-img-"));
    dirs.push(root);
    const storage = createLocalDiskStorage(root);
    const key = await storeImage(storage, await png(800, 600), { maxBytes: 1e7 });
    expect(key).toMatch(/^img\/[0-9a-f-]{36}$/);
    const files = (await readdir(path.join(root, "img"))).sort();
    expect(files).toHaveLength(3);
    const widths = await Promise.all(files.map(async (f) => (await sharp(path.join(root, "img", f)).metadata()).width));
    expect(widths.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([320, 640, 800]);
    const object = await storage.get(`${key}-320.webp`);
    expect(object?.size).toBeGreaterThan(0);
    object?.body.destroy();
    expect(await storage.get("../etc/passwd")).toBeNull();
  });
});
