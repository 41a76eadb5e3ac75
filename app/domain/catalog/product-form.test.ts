import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidInput } from "~/domain/errors";
import { parseSubmission } from "~/http/reply.server";
import { FORBIDDEN_CHARACTER } from "~/utils/nul";
import { PRODUCT_FORM_FIELDS, ProductFormSchema, productFormDefaults } from "./product-form";

/** The fields a product form sends for a red and a dark blue variant (every size box, some empty). */
function entries(): Array<[string, string | File]> {
  return [
    ["name", "Kurta"],
    ["description", ""],
    ["price", "499"],
    ["salePrice", ""],
    ["main", "men"],
    ["colors[0].color", "Red"],
    ["colors[0].stock.M", "2"],
    ["colors[0].stock.L", "0"],
    ["colors[0].stock.XL", ""],
    ["colors[0].images", new File([], "")],
    ["colors[1].color", "Dark Blue"],
    ["colors[1].imageKeys[0]", "products/shop/a1"],
    ["colors[1].stock.FREE SIZE", "5"],
    ["stockSeen[0].color", "Red"],
    ["stockSeen[0].stock.M", "2"],
  ];
}
const formOf = (list: Array<[string, string | File]>) => {
  const form = new FormData();
  for (const [k, v] of list) form.append(k, v);
  return form;
};
const parse = (list: Array<[string, string | File]>) => parseWithZod(formOf(list), { schema: ProductFormSchema });

describe("the product form's structured fields", () => {
  it("reads colours, their stock per size (empty boxes left out), kept images and the stock shown", () => {
    const result = parse(entries());
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.colors).toEqual([
      { color: "Red", imageKeys: [], stock: { M: 2, L: 0 } },
      { color: "Dark Blue", imageKeys: ["products/shop/a1"], stock: { "FREE SIZE": 5 } },
    ]);
    expect(result.value.uploads).toEqual([[], []]);
    expect(result.value.stockSeen).toEqual({ Red: { M: 2 } });
    expect(result.value.pricePaise).toBe(49900);
  });

  it("names every wrong field: price, sale price, a stock box, a colour without stock", () => {
    const list = entries()
      .filter(([k]) => !k.startsWith("colors[1]"))
      .map(([k, v]): [string, string | File] =>
        k === "price" ? [k, "abc"] : k === "colors[0].stock.M" ? [k, "-1"] : k === "colors[0].stock.L" ? [k, "1.5"] : [k, v],
      );
    list.push(["colors[1].color", "Blue"], ["colors[1].stock.M", ""], ["name", ""]);
    const result = parse(list.filter(([k]) => k !== "name"));
    expect(result.status).toBe("error");
    const error = (result.status === "error" && result.error) || {};
    expect(error.name).toEqual(["Product name is required."]);
    expect(error.price?.[0]).toMatch(/^Price must be an amount in rupees/);
    expect(error["colors[0].stock.M"]).toEqual(["Stock cannot be negative."]);
    expect(error["colors[0].stock.L"]).toEqual(["Stock must be a whole number."]);
    expect(error["colors[1].stock"]).toEqual(["Blue: enter the stock of at least one size."]);
  });

  it("refuses more than 8 images for one colour, naming that colour's image field", () => {
    const list = entries();
    for (let i = 0; i < 8; i++) list.push(["colors[1].images", new File([new Uint8Array([i])], `${i}.png`)]);
    const result = parse(list);
    expect(result.status === "error" && result.error?.["colors[1].images"]).toEqual(["Dark Blue: at most 8 images per colour."]);
  });

  it("a product's own values parse back to themselves", () => {
    const product = {
      name: "Kurta",
      description: "Cotton",
      pricePaise: 49950,
      salePricePaise: 39900,
      main: "women" as const,
      categoryId: null,
      subcategoryId: null,
      active: true,
      colors: [{ color: "Red", imageKeys: ["products/s/x"], stock: { "S 36": 3, "FREE SIZE": 0 } }],
    };
    const defaults = productFormDefaults(product);
    const list: Array<[string, string]> = [
      ["name", defaults.name],
      ["description", defaults.description],
      ["price", defaults.price],
      ["salePrice", defaults.salePrice],
      ["main", defaults.main],
      ["active", "on"],
      ["colors[0].color", "Red"],
      ["colors[0].imageKeys[0]", "products/s/x"],
      ...Object.entries(defaults.colors[0].stock).map(([size, n]): [string, string] => [`colors[0].stock.${size}`, n]),
      ["stockSeen[0].color", "Red"],
      ...Object.entries(defaults.stockSeen[0].stock).map(([size, n]): [string, string] => [`stockSeen[0].stock.${size}`, n]),
    ];
    const result = parse(list);
    expect(result.status === "success" && result.value).toMatchObject({
      ...product,
      stockSeen: { Red: product.colors[0].stock },
    });
  });

  it("a NUL in any field name or value is refused with 400 before the schema sees it", async () => {
    const fields = entries().filter((e): e is [string, string] => typeof e[1] === "string");
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: fields.length - 1 }), fc.boolean(), fc.nat(), async (pick, inName, at) => {
        const list = fields.map(([k, v], i): [string, string] => {
          if (i !== pick) return [k, v];
          const put = (s: string) => `${s.slice(0, at % (s.length + 1))}\u0000${s.slice(at % (s.length + 1))}`;
          return inName ? [put(k), v] : [k, put(v)];
        });
        const request = new Request("http://x/", { method: "POST", body: formOf(list) });
        const refused = await parseSubmission(request, ProductFormSchema, { ...uploadless, fields: PRODUCT_FORM_FIELDS }).then(
          () => null,
          (e: unknown) => e as { init: { status: number }; data: { code: string; error: Record<string, string[]> } },
        );
        expect(refused?.init.status).toBe(400);
        // A NUL inside a part's name breaks the multipart header itself: the form cannot be read.
        if (inName) expect(["forbidden_character", "unreadable_body"]).toContain(refused?.data.code);
        else expect(refused?.data.error[""]).toEqual([FORBIDDEN_CHARACTER]);
      }),
      { numRuns: 40 },
    );
  });
});

const uploadless = { request: 256 * 1024, field: 64 * 1024, file: 0, files: 0, fields: 200 };

describe("a catalogue rule's field errors", () => {
  it("are keyed by the form's field names, so the product form shows them under the field", () => {
    const schema = z.object({ colors: z.array(z.object({ color: z.string().min(2, "Too short.") })) });
    const parsed = schema.safeParse({ colors: [{ color: "Red" }, { color: "R" }] });
    const error = invalidInput(parsed.error ?? { issues: [] });
    expect(error.field).toBe("colors[1].color");
    expect(error.details).toEqual({ fieldErrors: { "colors[1].color": ["Too short."] } });
  });
});

describe("the product form's GST fields", () => {
  it("reads an HSN code of 4, 6 or 8 digits and a GST rate; empty boxes are none", () => {
    const ok = parse([...entries(), ["hsnCode", " 6205 "], ["gstRate", "40"]]);
    expect(ok.status === "success" && [ok.value.hsnCode, ok.value.gstRate]).toEqual(["6205", 40]);
    const none = parse([...entries(), ["hsnCode", ""], ["gstRate", ""]]);
    expect(none.status === "success" && [none.value.hsnCode, none.value.gstRate]).toEqual([null, null]);
  });

  it("refuses any other HSN code or rate with a message", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((s) => !/^(\d{4}|\d{6}|\d{8})$/.test(s.replace(/\s+/g, "")) && s.trim() !== ""),
        (hsn) => {
          const r = parse([...entries(), ["hsnCode", hsn]]);
          expect(r.status === "error" && r.error?.hsnCode).toEqual(["HSN code must be 4, 6 or 8 digits."]);
        },
      ),
    );
    // 12% and 28% are gone since 22 September 2025.
    for (const rate of ["12", "28", "18.5", "-5", "abc"]) {
      const r = parse([...entries(), ["gstRate", rate]]);
      expect(r.status === "error" && r.error?.gstRate).toEqual(["Choose a GST rate."]);
    }
  });
});
