// Generators of hostile input for the fuzz suite: values (wrong types, empty and huge strings, odd
// numbers, unknown ids, control characters) and request bodies (well-formed forms built from them,
// and malformed JSON, multipart and content types).
import fc from "fast-check";

/** A UUID that is valid but belongs to nothing. */
export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const LONG = "a".repeat(10_000);

/** Numbers as a form sends them: negative, huge, fractional, NaN, exponent and locale forms. */
export const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("-1", "0", "-0", "0.5", "1e308", "-1e308", "1e-308", "NaN", "Infinity", "-Infinity", "2147483648", "9007199254740993"),
  fc.constantFrom("1,000", "₹499", "499.999", "0x1F", " 12 ", "1_000", "١٢٣", "99999999999999999999999"),
  fc.double().map(String),
  fc.integer().map(String),
);

/** Strings no field should trip over: empty, 10,000 characters, NUL bytes, markup, paths, unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom("", " ", "\t\n", LONG, `${LONG}é`, "\ud800", "\u202e\u0635", "👩🏽‍💻🇮🇳", "e\u0301"), weight: 2 },
  // Control characters get a large share: NUL is what PostgreSQL text refuses outright.
  { arbitrary: fc.constantFrom("\u0000", "a\u0000b", "Red\u0000", "\u0001\u001f\u007f", "line\u2028break"), weight: 2 },
  {
    arbitrary: fc.constantFrom("<script>alert(1)</script>", "' OR 1=1 --", "%", "%00", "%E0%A4%A", "../../etc/passwd", "..\\..\\boot.ini"),
    weight: 1,
  },
  { arbitrary: fc.constantFrom("null", "undefined", "true", "[]", "{}", '{"__proto__":{"x":1}}', "constructor", "__proto__"), weight: 1 },
  { arbitrary: fc.constantFrom(UNKNOWN_UUID, "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "123"), weight: 1 },
  { arbitrary: hostileNumber, weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
);

/**
 * Mostly the plausible value, sometimes a hostile one. With ~85% plausible per field, a form of
 * eight fields is often entirely plausible (the success path) or has one hostile field (so that
 * field's own check is the one that answers, rather than whichever check comes first).
 */
export function mostly<T extends string>(plausible: fc.Arbitrary<T>): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: plausible, weight: 6 }, { arbitrary: hostileString, weight: 1 });
}

/** Valid and new each time (so sign-ups can succeed), or one of a few fixed (taken) ones. */
export const plausibleEmail = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/).map((local) => `${local}@example.com`),
  fc.constantFrom("someone@example.com", "A@B.CO", "x+tag@example.in"),
);
export const plausibleName = fc.constantFrom("Asha", "Ravi Kumar", "लक्ष्मी साड़ी", "O'Brien & Co.");
export const plausiblePrice = fc.constantFrom("499", "1299.50", "99999");
export const plausibleMobile = fc.constantFrom("9876543210", "9123456789", "9876543210", "987654321", "98765432100");
export const plausiblePincode = fc.constantFrom("411001", "560001", "411001", "41100", "4110011");

/** A form field value: text, or (to test type confusion) a file where text is expected. */
export type FieldValue = string | { file: Uint8Array; name: string; type: string };
export type Fields = Array<[string, FieldValue]>;

export const junkFile: fc.Arbitrary<FieldValue> = fc.record({
  file: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")),
  ),
  name: fc.constantFrom("photo.jpg", "../../evil.png", "", "a\u0000.png", `${LONG}.jpg`),
  type: fc.constantFrom("image/jpeg", "image/svg+xml", "application/octet-stream", ""),
});

/**
 * A form from field generators: each field is sent as generated, left out, sent twice or replaced
 * by a file; now and then an unexpected extra field comes along.
 */
export function formOf(spec: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Fields> {
  const entries = Object.entries(spec).map(([name, value]) =>
    fc.oneof(
      { arbitrary: value.map((v): Fields => [[name, v]]), weight: 40 },
      { arbitrary: fc.constant<Fields>([]), weight: 1 },
      {
        arbitrary: fc.tuple(value, hostileString).map(
          ([a, b]): Fields => [
            [name, a],
            [name, b],
          ],
        ),
        weight: 1,
      },
      { arbitrary: junkFile.map((f): Fields => [[name, f]]), weight: 1 },
    ),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom("__proto__", "role", "sellerId", "userId", "x"), hostileString).map(([k, v]): Fields => [[k, v]]),
    { freq: 8 },
  );
  // Half the time one field, chosen at random, is certainly hostile (its own check must answer),
  // often its plausible value with a NUL added: the one character PostgreSQL text refuses.
  const focus = fc.option(
    fc.tuple(
      fc.nat(),
      fc.oneof(
        hostileString.map((h) => () => h),
        fc.constant(withNul),
      ),
    ),
    { freq: 2 },
  );
  return fc.tuple(fc.tuple(...entries), extra, focus).map(([parts, more, hit]) => {
    const fields = parts.flat();
    if (hit && fields.length > 0) {
      const i = hit[0] % fields.length;
      const [name, value] = fields[i] as [string, FieldValue];
      fields[i] = [name, hit[1](typeof value === "string" ? value : value.name)];
    }
    return [...fields, ...(more ?? [])];
  });
}

const withNul = (value: string) => `${value.slice(0, 2)}\u0000${value.slice(2)}`;

/** `value` with one leaf (a string, number, boolean or null, counted depth first) replaced by `replace(leaf)`. */
function replaceLeaf(value: unknown, n: number, replace: (leaf: unknown) => unknown): unknown {
  const count = (v: unknown): number =>
    Array.isArray(v) ? v.reduce((sum: number, x) => sum + count(x), 0) : v && typeof v === "object" ? count(Object.values(v)) : 1;
  const target = n % Math.max(1, count(value));
  let seen = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return seen++ === target ? replace(v) : v;
  };
  return walk(value);
}

/** How the body goes over the wire. */
export type Body =
  | { kind: "urlencoded"; fields: Fields }
  | { kind: "multipart"; fields: Fields }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string | null; text: string };

/** Bodies no parser should turn into a 500: broken JSON, truncated multipart, wrong types. */
export const malformedBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { kind: "raw", contentType: "application/json", text: "{bad json" },
    { kind: "raw", contentType: "application/json", text: "" },
    { kind: "raw", contentType: "application/json", text: "null" },
    { kind: "raw", contentType: "application/json", text: '"just a string"' },
    { kind: "raw", contentType: "application/json", text: "[1,2,3]" },
    {
      kind: "raw",
      contentType: "multipart/form-data; boundary=XyZ",
      text: '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncre',
    },
    { kind: "raw", contentType: "multipart/form-data", text: "--x\r\n\r\n" },
    { kind: "raw", contentType: "multipart/form-data; boundary=XyZ", text: "" },
    { kind: "raw", contentType: "text/plain", text: "intent=create&name=x" },
    { kind: "raw", contentType: null, text: "intent=create" },
    { kind: "raw", contentType: "application/x-www-form-urlencoded", text: "%%%=%E0%A4%A&&=&a" },
    { kind: "raw", contentType: "application/x-www-form-urlencoded; charset=utf-16", text: "a=b" },
    {
      kind: "raw",
      contentType: "application/xml",
      text: "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
    },
  ),
  fc.json({ maxDepth: 3 }).map((text): Body => ({ kind: "raw", contentType: "application/json", text })),
  fc.string({ maxLength: 200 }).map((text): Body => ({ kind: "raw", contentType: "application/json", text })),
);

/** Mostly a well-formed form from `fields`, sometimes a malformed body. */
export function formBody(fields: fc.Arbitrary<Fields>): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: fields.map((f): Body => ({ kind: "urlencoded", fields: f })), weight: 4 },
    { arbitrary: fields.map((f): Body => ({ kind: "multipart", fields: f })), weight: 4 },
    { arbitrary: malformedBody, weight: 2 },
  );
}

/** JSON values of every type, for JSON APIs' fields. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { $gt: "" }),
  fc.double(),
  fc.integer(),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Mostly the plausible JSON value, sometimes a hostile one of any type (see `mostly`). */
export function mostlyJson(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible, weight: 6 }, { arbitrary: hostileJson, weight: 1 });
}

/** A JSON object with these fields (now and then one is missing), sometimes a malformed body instead. */
export function jsonBody(spec: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const record = fc
    .tuple(
      fc.record(spec),
      fc.oneof({ arbitrary: fc.constant(""), weight: 4 }, { arbitrary: fc.constantFrom("", ...Object.keys(spec)), weight: 1 }),
    )
    .map(([value, drop]) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== drop)));
  // As in formOf: often one leaf, anywhere in the object (a cart line's colour, say), is hostile
  // or has a NUL added.
  const focused = fc
    .tuple(
      record,
      fc.nat(),
      fc.oneof(
        hostileJson.map((h) => () => h),
        fc.constant((v: unknown) => (typeof v === "string" ? withNul(v) : "\u0000")),
      ),
    )
    .map(([value, n, hostile]) => replaceLeaf(value, n, hostile));
  return fc.oneof(
    { arbitrary: record.map((value): Body => ({ kind: "json", value })), weight: 3 },
    { arbitrary: focused.map((value): Body => ({ kind: "json", value })), weight: 6 },
    { arbitrary: hostileJson.map((value): Body => ({ kind: "json", value })), weight: 1 },
    { arbitrary: malformedBody, weight: 2 },
  );
}

/** Turns a Body into fetch's body and content-type header. */
export function encodeBody(body: Body): { body: BodyInit | undefined; contentType: string | null } {
  switch (body.kind) {
    case "urlencoded": {
      const params = new URLSearchParams();
      for (const [k, v] of body.fields) params.append(k, typeof v === "string" ? v : new TextDecoder().decode(v.file));
      return { body: params.toString(), contentType: "application/x-www-form-urlencoded;charset=UTF-8" };
    }
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of body.fields) {
        if (typeof v === "string") form.append(k, v);
        else form.append(k, new Blob([v.file as BlobPart], { type: v.type }), v.name);
      }
      return { body: form, contentType: null }; // fetch sets the boundary
    }
    case "json":
      return { body: JSON.stringify(body.value) ?? "null", contentType: "application/json" };
    case "raw":
      return { body: body.text, contentType: body.contentType };
  }
}

/** A short, printable description of a body for failure reports. */
export function describeBody(body: Body): string {
  const short = (v: unknown) => {
    const s = typeof v === "string" ? v : JSON.stringify(v);
    return s && s.length > 60 && !process.env.FUZZ_FULL ? `${s.slice(0, 40)}…(${s.length} chars)` : s; // FUZZ_FULL=1: whole values
  };
  if (body.kind === "raw") return `raw ${body.contentType ?? "(no content-type)"} ${short(body.text)}`;
  if (body.kind === "json") return `json ${short(body.value)}`;
  const fields = body.fields.map(
    ([k, v]) => `${k}=${typeof v === "string" ? short(v) : `<file ${v.name.slice(0, 20)} ${v.file.length}B>`}`,
  );
  return `${body.kind} ${fields.join(" & ")}`;
}

const C0_AND_DEL = Array.from({ length: 33 }, (_, i) => String.fromCharCode(i === 32 ? 0x7f : i));
/**
 * Redirect targets built to escape the site: every C0 control character, DEL and C1, backslashes,
 * slashes, percent-encodings, schemes, userinfo and Unicode look-alikes, in any order, usually
 * after a leading "/" (the shape a same-site check looks for).
 */
export const hostileRedirect: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("/", "/", "/", "", "\\", " /", "\t/"),
    fc.array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...C0_AND_DEL, "\u0085", "\u00a0", "\u2028", "\u3000", "\ufeff"), weight: 4 },
        { arbitrary: fc.constantFrom("/", "//", "\\", "\\\\", "/.", "/..", ".", ":", "@", "?", "#", "%"), weight: 4 },
        { arbitrary: fc.constantFrom("%2f", "%2F", "%5c", "%5C", "%09", "%0a", "%0d", "%00", "%25", "%E0%A4%A"), weight: 2 },
        {
          arbitrary: fc.constantFrom("evil.example", "evil.example:443", "user@evil.example", "https:", "http:", "javascript:", "data:"),
          weight: 3,
        },
        { arbitrary: fc.constantFrom("\uff0f", "\u2215", "\uff3c", "é", "\ud800", "👩🏽‍💻", "ⓔvil.example", "xn--"), weight: 2 },
        { arbitrary: fc.string({ unit: "binary", maxLength: 6 }), weight: 1 },
      ),
      { maxLength: 8 },
    ),
  )
  .map(([start, parts]) => start + parts.join(""));
