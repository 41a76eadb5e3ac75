// Response compression: every response is compressed once, at levels chosen by measurement
// (`npm run bench:compression`, docs/decisions/0090-page-cache-sends-compressed-bytes.md); a page
// the page cache already holds compressed is passed through untouched. A body written whole within
// one turn of the event loop is compressed in one call (docs/decisions/0108-whole-body-compression.md).
import { type BrotliOptions, brotliCompressSync, constants, gzipSync, type ZlibOptions } from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";

/**
 * Brotli 4 and gzip 6: on the 195 KB shop home brotli 5 saves 7 % of the bytes for 2–4× the CPU
 * (9–11: 10–19 % for 50–500×), gzip 7–9 under 1 % for up to several times the time (bench:compression).
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/**
 * A 256 KB window (brotli's default is 4 MB): the same bytes on every page we send, and in the
 * server under load a third less CPU per compressed listing page (docs/decisions/0103-brotli-window.md).
 */
export const BROTLI_WINDOW_BITS = 18;

export const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    // Tells the encoder the whole input up front (a whole body, not a stream) so it sizes its window.
    ...(size > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
});
export const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };
/** Below this, compressing saves too little to be worth it: one threshold for every compressed response. */
export const COMPRESS_FROM_BYTES = 1024;

export type Encoding = "br" | "gzip" | "identity";
// negotiator 0.6's third argument (the server's order among equal q values), missing from its types.
type EncodingOf = (available: string[], preferred: string[]) => string | undefined;

/** br > gzip > identity among what the request's Accept-Encoding allows (q=0 refuses); identity when nothing is acceptable. */
export function chooseEncoding(headers: Negotiator.Headers): Encoding {
  const negotiator = new Negotiator({ headers });
  const chosen = (negotiator.encoding as unknown as EncodingOf).call(negotiator, ["br", "gzip", "identity"], ["br", "gzip"]);
  return chosen === "br" || chosen === "gzip" ? chosen : "identity";
}

const PRECOMPRESSED = "haatPrecompressed";
/** The body about to be sent is final (already in the client's encoding): compression leaves it alone. */
export function markPrecompressed(res: Response) {
  res.locals[PRECOMPRESSED] = true;
}

export function compressResponses(): RequestHandler {
  const compress = compression({
    ...gzipOptions,
    brotli: brotliOptions(0),
    threshold: COMPRESS_FROM_BYTES,
    filter: (req, res) => !(res as Response).locals[PRECOMPRESSED] && compression.filter(req, res),
  });
  return (req, res, next) =>
    compress(req, res, () => keepOneDrainListener(res, () => flushOncePerTurn(res, () => compressWholeBodies(req, res, next))));
}

/**
 * A whole body up to this size is compressed in one synchronous call: 1.2 ms for a 190 KB listing
 * page at brotli 4, about 6 ms at this size. A larger one goes to compression's stream, off the main thread.
 */
export const WHOLE_BODY_MAX_BYTES = 1024 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type WriteCallback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

/** compression's own rules for a body it was given (its filter was checked before the body was held). */
function worthCompressing(req: Request, res: Response, body: Buffer) {
  return (
    body.length >= COMPRESS_FROM_BYTES &&
    req.method !== "HEAD" &&
    !res.getHeader("Content-Encoding") &&
    !NO_TRANSFORM.test(String(res.getHeader("Cache-Control") ?? ""))
  );
}

function compressWhole(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, gzipOptions);
}

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * What a response writes is held until the end of the turn it started writing in. If it ends within
 * that turn (a rendered page, a `.data` payload, `res.send`), the whole body is compressed in one
 * synchronous call and sent with its Content-Length in one write: a listing page cost 0.8–1.3 ms
 * less CPU than through compression's stream (its thread-pool round trips per chunk and flush).
 * A response still writing when the turn ends (a page waiting on a Suspense boundary, a file) is
 * handed on as it came, and streams through compression as before.
 */
function compressWholeBodies(req: Request, res: Response, next: () => void) {
  // compression's own, which stream
  const write = res.write as (chunk: Chunk, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) => boolean;
  const end = res.end as (chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => Response;
  let held: Array<{ chunk: Buffer; callback?: WriteCallback }> | undefined;
  let heldBytes = 0;
  let streaming = false;

  // From now on everything goes through as written; what was held goes first.
  const handOn = () => {
    if (streaming) return;
    streaming = true;
    const pending = held ?? [];
    held = undefined;
    for (const { chunk, callback } of pending) {
      write.call(res, chunk);
      if (callback) process.nextTick(callback);
    }
  };
  // Only a body that compression would compress, whose headers can still change, is worth holding.
  const mayHold = () => !res.headersSent && !res.locals[PRECOMPRESSED] && compression.filter(req, res);

  res.write = function holdingWrite(chunk: Chunk, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (!streaming && !held && !mayHold()) streaming = true;
    if (streaming) return write.call(res, chunk, encodingOrCallback, callback);
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    if (!held) {
      held = [];
      setImmediate(handOn);
    }
    const buffer = toBuffer(chunk, encoding);
    held.push({ chunk: buffer, callback: typeof encodingOrCallback === "function" ? encodingOrCallback : callback });
    heldBytes += buffer.length;
    if (heldBytes > WHOLE_BODY_MAX_BYTES) handOn();
    return true;
  } as Response["write"];

  res.end = function wholeEnd(chunk?: Chunk | (() => void), encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) {
    if (streaming || (!held && !mayHold())) {
      streaming = true;
      return end.call(res, chunk, encodingOrCallback, callback);
    }
    streaming = true; // a second end() goes straight to the response, which refuses it
    const done = [chunk, encodingOrCallback, callback].find((a): a is () => void => typeof a === "function");
    if (done) res.once("finish", done); // as Node's own end(callback) does; compression passes no callback on
    const last = chunk !== undefined && typeof chunk !== "function" ? toBuffer(chunk, encodingOrCallback as BufferEncoding) : undefined;
    const parts = [...(held ?? []), ...(last ? [{ chunk: last }] : [])];
    held = undefined;
    const body = parts.length === 1 ? parts[0].chunk : Buffer.concat(parts.map((p) => p.chunk));
    for (const { callback: written } of parts) if (written) process.nextTick(written);
    if (body.length > WHOLE_BODY_MAX_BYTES) return end.call(res, body);
    if (worthCompressing(req, res, body)) {
      res.vary("Accept-Encoding");
      markPrecompressed(res);
      const encoding = chooseEncoding(req.headers);
      const sent = encoding === "identity" ? body : compressWhole(body, encoding);
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", sent.length);
      return end.call(res, sent);
    }
    return end.call(res, body.length > 0 ? body : undefined);
  } as Response["end"];
  next();
}

/**
 * @react-router/node flushes after every chunk it writes, and compression turns each flush into a
 * block boundary: a 199 KB page went out in 53 blocks, 4.2 ms of brotli instead of 1.2 and 9 %
 * larger. Flushes asked for in one turn of the event loop become one, at its end, so a streamed
 * page still reaches the browser as each part is ready (a later part comes in a later turn).
 */
function flushOncePerTurn(res: Response, next: () => void) {
  const flush = (res as Response & { flush?: () => void }).flush;
  if (typeof flush === "function") {
    let scheduled = false;
    (res as Response & { flush: () => void }).flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
}

/**
 * compression forwards `res.on("drain")` to its zlib stream but not `removeListener`/`off`
 * (expressjs/compression#135, fix unmerged): React Router's `once("drain")` on every write that
 * meets backpressure stayed on the BrotliCompress stream ("MaxListenersExceededWarning: 11 drain
 * listeners added to [BrotliCompress]" under load). Drain listeners are kept here instead, behind
 * one forwarder per response, so removing one really removes it.
 */
function keepOneDrainListener(res: Response, next: () => void) {
  const forwardOn = res.on; // compression's own, which reaches its stream
  const removeOwn = res.removeListener;
  const listeners: Array<(...args: unknown[]) => void> = [];
  let forwarding = false;
  const dispatch = () => {
    for (const listener of [...listeners]) listener.call(res);
  };
  res.on = res.addListener = function on(this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event !== "drain") return forwardOn.call(this, event, listener);
    listeners.push(listener);
    if (!forwarding) {
      forwarding = true;
      forwardOn.call(this, "drain", dispatch);
    }
    return this;
  } as Response["on"];
  res.removeListener = res.off = function off(this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event !== "drain") return removeOwn.call(this, event, listener);
    // once() registers a wrapper that names the original as `.listener`, as EventEmitter expects.
    const at = listeners.findLastIndex((l) => l === listener || (l as { listener?: unknown }).listener === listener);
    if (at >= 0) listeners.splice(at, 1);
    return this;
  } as Response["off"];
  next();
}
