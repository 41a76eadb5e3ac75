// Who may read GET /metrics (metricsAllowed), over every kind of address, proxy header and token.
// The label side (routeLabel over random paths) runs against the real build: tests/hardening/metrics.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLoopback, metricsAllowed } from "./metrics.server";

const TOKEN = "s3cret-metrics-token-0123456789";

const octet = fc.integer({ min: 0, max: 255 });
const loopbackV4 = fc.tuple(octet, octet, octet).map(([a, b, c]) => `127.${a}.${b}.${c}`);
const loopback = fc.oneof(
  loopbackV4,
  loopbackV4.map((a) => `::ffff:${a}`),
  fc.constant("::1"),
);
const otherV4 = fc
  .tuple(octet, octet, octet, octet)
  .filter(([a]) => a !== 127)
  .map((o) => o.join("."));
/** Anything a socket could report that is not this machine: other IPv4/IPv6 addresses, garbage, nothing. */
const remote = fc.oneof(
  otherV4,
  otherV4.map((a) => `::ffff:${a}`),
  fc.ipV6().filter((a) => !isLoopback(a)),
  fc.constantFrom("0.0.0.0", "::", "::2", "localhost", "127.0.0.1.example.com", "::ffff:128.0.0.1", ""),
  fc.constant(undefined),
);
/** What a client can put in a proxy header, including every way of claiming to be localhost. */
const claim = fc.oneof(fc.constantFrom("127.0.0.1", "::1", "localhost", "for=127.0.0.1", "127.0.0.1, 127.0.0.1"), fc.string());
const proxyHeaders = fc
  .subarray(["forwarded", "x-forwarded-for", "x-real-ip"], { minLength: 1 })
  .chain((names) => fc.tuple(...names.map((name) => claim.map((value) => [name, value] as const))))
  .map((pairs) => Object.fromEntries(pairs));
const wrongToken = fc.oneof(
  fc.string({ minLength: 1 }).filter((t) => t !== TOKEN),
  fc.constantFrom(TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), ` ${TOKEN}0`),
);
const authorizationWith = (token: string) => fc.constantFrom(`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token}`);

describe("metricsAllowed", () => {
  it("lets this machine in, by the socket's address, when no proxy header is present", () => {
    fc.assert(fc.property(loopback, (address) => metricsAllowed({ remoteAddress: address, headers: {} }, undefined)));
  });

  it("refuses anyone else without the token, whatever the proxy headers claim", () => {
    fc.assert(
      fc.property(remote, fc.option(proxyHeaders, { nil: undefined }), (address, headers) => {
        expect(metricsAllowed({ remoteAddress: address, headers: headers ?? {} }, undefined)).toBe(false);
        expect(metricsAllowed({ remoteAddress: address, headers: headers ?? {} }, TOKEN)).toBe(false);
      }),
    );
  });

  it("refuses a loopback socket that carries a proxy header (a proxy on this machine connects from 127.0.0.1)", () => {
    fc.assert(fc.property(loopback, proxyHeaders, (address, headers) => !metricsAllowed({ remoteAddress: address, headers }, TOKEN)));
  });

  it("lets the right bearer token in from anywhere, and no wrong one, nor any token when none is set", () => {
    fc.assert(
      fc.property(remote, authorizationWith(TOKEN), wrongToken, (address, right, wrong) => {
        expect(metricsAllowed({ remoteAddress: address, headers: { authorization: right } }, TOKEN)).toBe(true);
        expect(metricsAllowed({ remoteAddress: address, headers: { authorization: `Bearer ${wrong}` } }, TOKEN)).toBe(false);
        expect(metricsAllowed({ remoteAddress: address, headers: { authorization: right } }, undefined)).toBe(false);
        expect(metricsAllowed({ remoteAddress: address, headers: { authorization: TOKEN } }, TOKEN)).toBe(false); // no scheme
      }),
    );
  });
});
