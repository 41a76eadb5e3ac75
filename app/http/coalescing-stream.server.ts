// React's HTML stream as a few large chunks instead of a 4 KB chunk per write (docs/decisions/0102-coalesced-html-stream.md).
import { Transform, type TransformCallback } from "node:stream";

/** A page larger than this goes out in pieces of about this size even before React says it is done. */
export const COALESCE_BYTES = 64 * 1024;

const TAG_END = 0x3e; // ">"

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

  /**
   * `editTags`, when given, rewrites each chunk on its way out. A chunk released for its size alone
   * ends at its last `>` (the rest waits for the next), so no tag reaches `editTags` cut in two;
   * React escapes `>` inside attribute values and text, so that `>` closes a tag.
   */
  constructor(private readonly editTags?: (html: Buffer) => Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#held.push(chunk);
    this.#bytes += chunk.length;
    if (this.#bytes >= COALESCE_BYTES) this.#release(true);
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

  #release(forSize = false) {
    if (this.#bytes === 0) return;
    let chunk = this.#held.length === 1 ? this.#held[0] : Buffer.concat(this.#held, this.#bytes);
    this.#held = [];
    this.#bytes = 0;
    if (this.editTags) {
      if (forSize) {
        const end = chunk.lastIndexOf(TAG_END) + 1;
        if (end < chunk.length) {
          this.#held = [chunk.subarray(end)];
          this.#bytes = chunk.length - end;
          chunk = chunk.subarray(0, end);
        }
      }
      if (chunk.length === 0) return;
      chunk = this.editTags(chunk);
    }
    this.push(chunk);
  }
}
