// Loaded into the production server for npm run bench:floor's capture pass only
// (NODE_OPTIONS=--import <this file>; the measured server runs without it). Plain JavaScript: a
// TypeScript loader in the server would load a second copy of react-router. Every SQL statement pg
// sends while a request carrying the BENCH_CAPTURE_HEADER header is being answered is appended to
// BENCH_CAPTURE_FILE as a JSON line { key, text, values, rowMode, name, started, ended } (the header's
// value is the key). The bench sends those requests one at a time, so what pg runs meanwhile is that
// request's; the job queue's polls (schema pgboss) are left out.
import { appendFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";

const file = process.env.BENCH_CAPTURE_FILE;
const header = process.env.BENCH_CAPTURE_HEADER;
let current;

if (file && header) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === "request") {
      const [req, res] = args;
      const key = req.headers[header];
      if (typeof key === "string") {
        current = key;
        res.once("close", () => {
          if (current === key) current = undefined;
        });
      }
    }
    return emit.call(this, event, ...args);
  };

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    const key = current;
    const [config, second] = args;
    // Anything but a plain statement (a cursor, a Submittable) is no page read: passed through.
    if (!key || (typeof config !== "string" && typeof config?.text !== "string")) return query.apply(this, args);
    const text = typeof config === "string" ? config : config.text;
    if (text.includes('"pgboss"') || text.includes("pgboss.")) return query.apply(this, args);
    const values = Array.isArray(second) ? second : typeof config === "string" ? [] : (config.values ?? []);
    const rowMode = typeof config === "string" ? undefined : config.rowMode;
    // A named (prepared) statement: the floor prepares it under the same name, as the app does.
    const name = typeof config === "string" ? undefined : config.name;
    const started = performance.now();
    const done = () => appendFileSync(file, `${JSON.stringify({ key, text, values, rowMode, name, started, ended: performance.now() })}\n`);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...result) => {
        done();
        return callback(...result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    result?.then?.(done, done);
    return result;
  };
}
