// React's HTML stream as a few large chunks instead of a 4 KB chunk per write (docs/decisions/0102-coalesced-html-stream.md).
import { Transform, type TransformCallback } from "node:stream";

/** A page larger than this goes out in pieces of about this size even before React says it is done. */
export const COALESCE_BYTES = 64 * 1024;

/**
 * The destination React renders into: it keeps what React writes and passes it on as one chunk each
 * time React calls `flush()` (its end of a batch of completed work: the shell, then each resolved
 * Suspense boundary) or the held bytes reach COALESCE_BYTES. Every chunk downstream costs a trip
 * through a web stream, the response, compression's zlib (a thread-pool round trip) and the socket,
 * so a 190 KB listing page in 4 KB pieces cost about three times the compression of the same bytes
 * in one piece; streaming is kept, since each batch React completes still goes out when it is done.
 */
export class CoalescingStream extends Transform {
  #held: Buffer[] = [];
  #bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#held.push(chunk);
    this.#bytes += chunk.length;
    if (this.#bytes >= COALESCE_BYTES) this.#release();
    callback();
  }

  /** React's signal that a batch is complete (react-dom/server's flushBuffered). */
  flush() {
    this.#release();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    if (this.#bytes === 0) return;
    const chunk = this.#held.length === 1 ? this.#held[0] : Buffer.concat(this.#held, this.#bytes);
    this.#held = [];
    this.#bytes = 0;
    this.push(chunk);
  }
}
