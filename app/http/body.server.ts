// Request bodies: one streaming parser with limits for every form (multipart and urlencoded), a
// bounded reader for JSON, and the Express guards around them. Bytes are counted as they arrive, so
// a chunked body or a lying Content-Length is held to the same limit, and no more than the limit is
// ever kept in memory. See docs/decisions/0009-request-body-limits.md.

import busboy from "busboy";
import type express from "express";
import { MAX_IMAGES_PER_REQUEST, PRODUCT_IMAGE_MAX_BYTES } from "~/domain/catalog/product-form";
import * as m from "~/i18n/messages";

const KB = 1024;
const MB = 1024 * KB;

/** What one route accepts. A route picks a kind (FORM_LIMITS, uploadLimits(), …), never "no limit". */
export interface BodyLimits {
  /** The whole body, in bytes. */
  request: number;
  /** One text field (value), in bytes. */
  field: number;
  /** One file, in bytes. */
  file: number;
  /** Files per request (0: the form takes none). */
  files: number;
  /** Text fields per request. */
  fields: number;
}

/** Plain forms: the longest text any of them keeps is 5,000 characters (up to 20 KB of UTF-8). */
export const FORM_LIMITS: BodyLimits = { request: 256 * KB, field: 64 * KB, file: 0, files: 0, fields: 200 };

/**
 * How far a body may run past its files and fields for one file over its limit: that file's bytes
 * are dropped as they stream (nothing is kept), and the fields after it still arrive, so the form
 * comes back with its values and the refusal on the file's field (oversizedFiles).
 */
export const OVERSIZED_FILE_ALLOWANCE = 10 * MB;

/** Forms that take images or a CSV: each file up to `file` bytes, `files` of them at most. */
export function uploadLimits(file: number, files = 1): BodyLimits {
  return { ...FORM_LIMITS, request: file * files + FORM_LIMITS.request + OVERSIZED_FILE_ALLOWANCE, file, files };
}

/** A file part over its limit: left out of the form, its field and name kept to say so. */
export interface OversizedFile {
  field: string;
  name: string;
}
const oversized = new WeakMap<FormData, OversizedFile[]>();

/** The file parts of a parsed form that were over the file limit (empty for none). */
export const oversizedFiles = (form: FormData): readonly OversizedFile[] => oversized.get(form) ?? [];

/** JSON endpoints (cart refresh, checkout: at most 100 lines). */
export const JSON_LIMIT = 256 * KB;
/** better-auth's endpoints take a few short fields. */
export const AUTH_BODY_LIMIT = 64 * KB;
/** No route accepts more than this (the product form's images); refused before routing. */
export const MAX_BODY_BYTES = uploadLimits(PRODUCT_IMAGE_MAX_BYTES, MAX_IMAGES_PER_REQUEST).request;
/** After an answer, the unread rest of a body is read and dropped for at most this long. */
const LINGER_MS = 10_000;

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Number((bytes / MB).toFixed(1))} MB` : `${Math.ceil(bytes / KB)} KB`;
}

/** A body this route will not take: `status` is 413 (too large) or 400 (not a form). */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

// Messages are made when the body is read, inside the request (its language; the bodyGuard, which
// runs before the language is known, answers in English).
export const UNREADABLE_FORM = () => m.platform_form_unreadable();
const tooLarge = (limit: number) => new BodyError(413, m.platform_request_too_large({ limit: formatBytes(limit) }));

function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  return value === null || !/^\d+$/.test(value) ? null : Number(value);
}

/**
 * Reads a body chunk by chunk, counting bytes, and stops at `limit`. On stopping it lets go of the
 * stream without cancelling it: cancelling would destroy the socket before the 413 is written
 * (the Express guard below drops what is left once the answer is out).
 */
async function* boundedChunks(request: Request, limit: number): AsyncGenerator<Uint8Array> {
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > limit) throw tooLarge(limit);
  if (!request.body) return;
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > limit) throw tooLarge(limit);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A JSON body as text, at most `limit` bytes. */
export async function readBodyText(request: Request, limit = JSON_LIMIT): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of boundedChunks(request, limit)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Parses a multipart or urlencoded form within `limits`. Files arrive as `File`s (in memory, each
 * at most `limits.file`); a file input left empty is a nameless empty `File`, as browsers send it.
 * Throws BodyError: 413 with a message naming the limit, or 400 for a body that is not a form.
 */
export async function parseFormBody(request: Request, limits: BodyLimits): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) throw new BodyError(400, UNREADABLE_FORM());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8", // browsers send UTF-8 file names
      limits: {
        fieldNameSize: 200,
        fieldSize: limits.field,
        fields: limits.fields,
        fileSize: limits.file,
        files: limits.files,
        parts: limits.fields + limits.files,
        headerPairs: 20,
      },
    });
  } catch {
    throw new BodyError(400, UNREADABLE_FORM()); // e.g. multipart without a boundary
  }

  const form = new FormData();
  let failure: BodyError | null = null;
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const fail = (error: BodyError) => {
    failure ??= error;
    settle();
  };
  const pending: Promise<void>[] = [];

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) {
      fail(new BodyError(413, m.platform_field_too_long({ limit: formatBytes(limits.field) })));
    } else form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    // Over the limit: the rest streams past unkept, and the form is still read (oversizedFiles).
    stream.on("limit", () => {
      oversized.set(form, [...oversizedFiles(form), { field: name, name: info.filename || name }]);
      chunks.length = 0;
    });
    pending.push(
      new Promise((resolve) => {
        stream.on("end", () => {
          if (!stream.truncated) form.append(name, new File(chunks as BlobPart[], info.filename ?? "", { type: info.mimeType }));
          resolve();
        });
        // A body that ends inside a file (or a parser torn down after a refusal).
        stream.on("error", () => {
          fail(new BodyError(400, UNREADABLE_FORM()));
          resolve();
        });
      }),
    );
  });
  parser.on("filesLimit", () =>
    fail(new BodyError(413, limits.files === 0 ? m.platform_form_no_files() : m.platform_too_many_files({ max: String(limits.files) }))),
  );
  parser.on("fieldsLimit", () => fail(new BodyError(413, m.platform_form_too_many_fields())));
  parser.on("partsLimit", () => fail(new BodyError(413, m.platform_form_too_many_fields())));
  parser.on("error", () => fail(new BodyError(400, UNREADABLE_FORM())));
  parser.on("close", () => settle());

  try {
    for await (const chunk of boundedChunks(request, limits.request)) {
      if (failure) break;
      if (!parser.write(chunk)) {
        await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), settled]);
      }
    }
    if (!failure) {
      parser.end();
      await settled;
      if (!failure) await Promise.all(pending);
    }
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    fail(error);
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  return form;
}

// ── Express guards ───────────────────────────────────────────────────────────────────────────

/**
 * Runs first. Refuses a declared Content-Length above `limitOf(req)` (by default the largest any
 * route takes) before anything else, and
 * once an answer is out (a 413, a redirect to log in, a 403…) reads and drops whatever is left of
 * the body instead of keeping it: the client still gets the answer (closing at once could reset
 * the connection before it is read), nothing is buffered, and a client that keeps sending is cut
 * off after LINGER_MS.
 */
export function bodyGuard(limitOf: (req: express.Request) => number = () => MAX_BODY_BYTES): express.RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // The request's stream adapters (React Router's, better-auth's) would queue what arrives.
      req.removeAllListeners("data");
      req.resume();
      const cutOff = setTimeout(() => req.socket?.destroy(), LINGER_MS);
      cutOff.unref();
      req.once("end", () => clearTimeout(cutOff));
      req.once("close", () => clearTimeout(cutOff));
    });
    const limit = limitOf(req);
    if (Number(req.headers["content-length"] ?? 0) > limit) return sendTooLarge(res, limit);
    next();
  };
}

function sendTooLarge(res: express.Response, limit: number) {
  res.status(413).json({ ok: false, code: "REQUEST_TOO_LARGE", error: tooLarge(limit).message, message: tooLarge(limit).message });
}

/**
 * better-auth reads the raw request itself, with no limit for a chunked body: read it here within
 * `limit` and hand it over as `req.body` (better-call then uses that text instead of the stream).
 */
export function boundedRawBody(limit: number): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (Number(req.headers["content-length"] ?? 0) > limit) return sendTooLarge(res, limit);
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.off("end", onEnd);
      req.pause();
      chunks.length = 0;
      sendTooLarge(res, limit);
    };
    const onEnd = () => {
      if (total > 0) req.body = Buffer.concat(chunks).toString("utf8");
      next();
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", next);
  };
}
