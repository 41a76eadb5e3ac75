// The message catalogue (messages/<area>/<locale>.json) as two flat maps, for specs that check the
// Hindi UI against it or find controls by their Hindi names.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const MESSAGES = path.resolve(import.meta.dirname, "../../../messages");

export function readCatalogue(): { en: Record<string, string>; hi: Record<string, string> } {
  const en: Record<string, string> = {};
  const hi: Record<string, string> = {};
  for (const area of readdirSync(MESSAGES)) {
    Object.assign(en, JSON.parse(readFileSync(path.join(MESSAGES, area, "en.json"), "utf8")));
    Object.assign(hi, JSON.parse(readFileSync(path.join(MESSAGES, area, "hi.json"), "utf8")));
  }
  return { en, hi };
}
