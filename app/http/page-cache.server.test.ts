import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./page-cache.server";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const NONCE = "cmVuZGVyLW5vbmNl";

describe("inlineScriptSources (decision 0090)", () => {
  it("hashes the scripts the app rendered with the render's nonce, and nothing else", () => {
    const code = fc.string({ maxLength: 40 }).filter((s) => !s.includes("</script"));
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: code, ours: fc.boolean(), kind: fc.constantFrom("plain", "module", "src", "ld") })),
        (scripts) => {
          const html = scripts
            .map(({ text, ours, kind }) => {
              const nonce = ours ? ` nonce="${NONCE}"` : "";
              if (kind === "src") return `<script${nonce} src="/assets/x.js"></script>`;
              if (kind === "ld") return `<script${nonce} type="application/ld+json">${text}</script>`;
              return `<script${nonce}${kind === "module" ? ' type="module"' : ""}>${text}</script>`;
            })
            .join("<p>text</p>");
          const expected = new Set(scripts.filter((s) => s.ours && (s.kind === "plain" || s.kind === "module")).map((s) => hash(s.text)));
          expect(inlineScriptSources(html, NONCE)).toBe([...expected].join(" "));
        },
      ),
    );
  });

  it("gives an injected script no hash (without the render's nonce, or with a guessed one)", () => {
    const html = `<script nonce="${NONCE}">hydrate()</script><div><script>alert(1)</script><script nonce="guess">steal()</script></div>`;
    expect(inlineScriptSources(html, NONCE)).toBe(hash("hydrate()"));
  });
});
