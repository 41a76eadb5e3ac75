// The message catalogue is whole: every area has every message in every language, with the same
// {placeholders}, and each message id starts with its area's prefix (so two areas never collide).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const settings = JSON.parse(readFileSync(path.join(root, "project.inlang/settings.json"), "utf8")) as {
  baseLocale: string;
  locales: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const PREFIX: Record<string, string> = {
  common: "common_",
  platform: "platform_",
  shop: "shop_",
  account: "account_",
  dashboard: "dash_",
  seller: "seller_",
  admin: "admin_",
  mail: "mail_",
  search: "search_",
  pincode: "pin_",
  privacy: "privacy_",
};

const read = (pattern: string, locale: string) =>
  JSON.parse(readFileSync(path.join(root, pattern.replace("{locale}", locale)), "utf8")) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogue", () => {
  for (const pattern of settings["plugin.inlang.messageFormat"].pathPattern) {
    const area = pattern.split("/")[2];
    it(`${area}: same ids and placeholders in every language, ids prefixed ${PREFIX[area]}`, () => {
      expect(PREFIX[area], `add ${area}'s prefix here`).toBeDefined();
      const base = read(pattern, settings.baseLocale);
      for (const id of Object.keys(base)) expect(id.startsWith(PREFIX[area]), id).toBe(true);
      for (const locale of settings.locales) {
        const messages = read(pattern, locale);
        expect(Object.keys(messages).sort(), `${area}/${locale}`).toEqual(Object.keys(base).sort());
        for (const [id, text] of Object.entries(messages)) {
          expect(text.trim(), `${area}/${locale} ${id}`).not.toBe("");
          expect(placeholders(text), `${area}/${locale} ${id}`).toEqual(placeholders(base[id]));
        }
      }
    });
  }
});
