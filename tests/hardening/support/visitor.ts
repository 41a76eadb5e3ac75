// One person's browser, reduced to what crosses the wire: a cookie jar, the Origin header, and
// React Router's single-fetch calls (`/path.data`, turbo-stream answers) as the app's fetchers
// make them. Plain node:http, one connection per request (a killed server leaves no stale
// keep-alive socket behind), optionally from a chosen loopback address so rate limits that key
// on the client IP can tell visitors apart.
import http from "node:http";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A failed exchange (refused, reset, timed out): the server may or may not have acted on it. */
export class NoAnswer extends Error {}

export class Visitor {
  private readonly jar: Map<string, string>;

  /**
   * @param baseUrl the site, e.g. http://localhost:4600: requests go there, with its Host and Origin
   * @param localAddress a loopback address to connect from, e.g. 127.0.1.7
   */
  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
    jar?: Map<string, string>,
    private readonly connectPort?: number,
  ) {
    this.jar = jar ?? new Map();
  }

  /**
   * The same person (same cookies, same site in Host and Origin) sending the requests straight to
   * `port`, e.g. one app server behind the proxy, as if the proxy had picked it.
   */
  at(port: number): Visitor {
    return new Visitor(this.baseUrl, this.localAddress, this.jar, port);
  }

  /** Another browser holding a copy of this one's cookies (e.g. a session about to be signed out). */
  copy(): Visitor {
    return new Visitor(this.baseUrl, this.localAddress, new Map(this.jar), this.connectPort);
  }

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  request(pathname: string, opts: RequestOptions = {}): Promise<Reply> {
    const url = new URL(pathname, this.baseUrl);
    let body: string | undefined;
    const headers: Record<string, string> = { host: url.host, ...opts.headers };
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers["content-type"] = "application/json";
    } else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const method = opts.method ?? (body === undefined ? "GET" : "POST");
    if (method !== "GET") headers.origin = url.origin; // as a browser does on a same-origin POST
    if (this.jar.size > 0) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: this.connectPort ?? url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers,
          localAddress: this.localAddress,
          agent: false,
          timeout: opts.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", (e) => reject(new NoAnswer(e.message)));
          res.on("end", () => {
            for (const raw of res.headers["set-cookie"] ?? []) {
              const [pair, ...attrs] = raw.split(";");
              const eq = pair.indexOf("=");
              const name = pair.slice(0, eq).trim();
              const value = pair.slice(eq + 1).trim();
              const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
              if (expired) this.jar.delete(name);
              else this.jar.set(name, value);
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", (e) => reject(new NoAnswer(`${method} ${url.pathname}: ${e.message}`)));
      req.end(body);
    });
  }

  /** A route action the way a fetcher calls it: POST /path.data, the reply decoded. */
  async action<T = Record<string, unknown>>(pathname: string, payload: { json: unknown } | { form: Record<string, string> }) {
    const reply = await this.request(`${pathname}.data`, { method: "POST", ...payload });
    const { status, headers } = reply;
    // A 5xx body may be cut short or come from a proxy: its status is all that counts.
    if (status >= 500) return { status, headers, data: undefined };
    return { status, headers, data: (await decodeSingleFetch(reply)).data as T | undefined };
  }

  /** A route loader's data as a client-side navigation fetches it (`pathname` may carry a query). */
  async loader<T = Record<string, unknown>>(pathname: string, routeId: string) {
    const [path, search] = pathname.split("?");
    const params = new URLSearchParams(search);
    params.set("_routes", routeId);
    const reply = await this.request(`${path}.data?${params}`);
    const decoded = (await decodeSingleFetch(reply)) as Record<string, { data?: unknown; error?: unknown }>;
    return { status: reply.status, data: decoded[routeId]?.data as T | undefined };
  }

  async signUp(name: string, email: string, password: string): Promise<Reply> {
    return this.request("/api/auth/sign-up/email", { json: { name, email, password } });
  }

  async signIn(email: string, password: string): Promise<Reply> {
    return this.request("/api/auth/sign-in/email", { json: { email, password } });
  }
}

async function decodeSingleFetch(reply: Reply): Promise<{ data?: unknown; error?: unknown }> {
  if (!String(reply.headers["content-type"]).startsWith("text/x-script")) {
    throw new Error(`not a single-fetch reply (${reply.status} ${reply.headers["content-type"]}): ${reply.body.slice(0, 200)}`);
  }
  const body = new Response(reply.body).body as ReadableStream<Uint8Array>;
  const decoded = await decodeTurboStream(body, globalThis as never);
  await decoded.done;
  return decoded.value as { data?: unknown; error?: unknown };
}
