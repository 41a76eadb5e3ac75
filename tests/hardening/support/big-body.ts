// A client that posts a large body generated on the fly (one 64 KB buffer sent again and again),
// chunked or with a Content-Length (true or a lie), and stops sending once the answer arrives, as
// browsers and curl do. Used by tests/hardening/body-limits.test.ts and scripts/bench/body-limits.ts.
import http from "node:http";

export interface BigPost {
  /** Full URL of the target. */
  url: string;
  headers?: Record<string, string>;
  /** Sent first (e.g. the form fields and a file part's header). */
  prefix?: string;
  /** Bytes of filler after the prefix ("a"s: valid in a urlencoded value and in a file). */
  fill: number;
  /** Sent last (e.g. the closing multipart boundary). */
  suffix?: string;
  /** Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
  /** A Content-Length to declare instead of the true one (a lie). */
  declaredLength?: number;
}

export interface BigPostResult {
  status: number;
  body: string;
  /** Body bytes written before the answer came (or the connection closed). */
  sent: number;
  ms: number;
  error?: string;
}

const FILLER = Buffer.alloc(64 * 1024, "a");
// Keep-alive, as browsers: a client that asks for `Connection: close` has its socket closed right
// after the answer, which can reset the connection under a body still being sent.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export function postBig(post: BigPost): Promise<BigPostResult> {
  const started = Date.now();
  const prefix = Buffer.from(post.prefix ?? "");
  const suffix = Buffer.from(post.suffix ?? "");
  const headers: Record<string, string | number> = { ...post.headers };
  if (!post.chunked) headers["content-length"] = post.declaredLength ?? prefix.length + post.fill + suffix.length;
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let done = false;
    const finish = (result: Omit<BigPostResult, "sent" | "ms">) => {
      if (done) return;
      done = true;
      req.destroy(); // stop sending: the answer is in
      resolve({ ...result, sent, ms: Date.now() - started });
    };
    const req = http.request(post.url, { method: "POST", headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", (e) => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), error: e.message }));
    });
    req.on("error", (e) => {
      if (!answered) finish({ status: 0, body: "", error: e.message });
    });
    const write = async () => {
      const out = (chunk: Buffer) =>
        new Promise<void>((next) => {
          sent += chunk.length;
          if (req.write(chunk)) return next();
          const go = () => {
            req.off("drain", go);
            req.off("close", go);
            next();
          };
          req.on("drain", go);
          req.on("close", go);
        });
      await out(prefix);
      let left = post.fill;
      while (left > 0 && !answered && !req.destroyed) {
        const chunk = left >= FILLER.length ? FILLER : FILLER.subarray(0, left);
        left -= chunk.length;
        await out(chunk);
      }
      if (!answered && !req.destroyed) {
        await out(suffix);
        req.end();
      }
    };
    void write();
  });
}

/** The prefix and suffix of a multipart body with text `fields` and one file of `fill` bytes. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string }) {
  const boundary = `----haat-big-${Math.random().toString(36).slice(2)}`;
  let prefix = "";
  for (const [name, value] of Object.entries(fields)) {
    prefix += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  prefix += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, prefix, suffix: `\r\n--${boundary}--\r\n` };
}

/** A urlencoded body whose last field (`longField`) is `fill` bytes of filler. */
export function urlencoded(fields: Record<string, string>, longField: string) {
  return { contentType: "application/x-www-form-urlencoded", prefix: `${new URLSearchParams(fields)}&${longField}=`, suffix: "" };
}
