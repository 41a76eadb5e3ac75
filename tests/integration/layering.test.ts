// The lint rules that keep the layers apart (biome.json, docs/decisions/0124-layers-and-one-composition-root.md),
// tried on small files that break them. Each probe is written, beside a copy of biome.json, into the
// folder whose rules it tries; one Biome run lints them all: every probe that breaks a rule is
// reported under that rule, and the probes that import downwards are not. The tree itself is
// linted by `npm test`'s first step (`biome check .`), which fails on any cycle or upward import.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules", ".bin", "biome");

const RESTRICTED = "lint/style/noRestrictedImports";
const CYCLE = "lint/suspicious/noImportCycles";

/** A probe: the folder it stands in, its source, and the rule it must be reported under (null: none). */
interface Probe {
  folder: string;
  source: string;
  rule: string | null;
}

/** A probe in `folder` that imports `name` from `from` and uses it as a value. */
const importing = (folder: string, name: string, from: string, rule: string | null): Probe => ({
  folder,
  source: `import { ${name} } from "${from}";\nexport const probe = ${name};\n`,
  rule,
});

const PROBES: Record<string, Probe> = {
  "domain-imports-http.ts": importing("app/domain", "parseForm", "~/http/reply.server", RESTRICTED),
  "domain-imports-job.ts": importing("app/domain", "handleMail", "~/jobs/mail.server", RESTRICTED),
  "domain-imports-route.ts": importing("app/domain", "loader", "~/routes/shop/search-suggest", RESTRICTED),
  "domain-imports-http-relatively.ts": importing("app/domain", "parseForm", "../../http/reply.server", RESTRICTED),
  // Types count: a type-only import ties the reader of the lower layer to the higher one all the same.
  "domain-imports-a-type-from-above.ts": {
    folder: "app/domain",
    source: `import type { AppServices } from "~/context";\nexport type Probe = AppServices["db"];\n`,
    rule: RESTRICTED,
  },
  "domain-imports-downwards.ts": {
    folder: "app/domain",
    source: [
      `import type { Database } from "~/db/client.server";`,
      `import { seller } from "~/db/schema";`,
      `import { QUEUES } from "~/queue/queue.server";`,
      `import { formatPaise } from "~/utils/money";`,
      `export const probe = (db: Database) => [db, seller, QUEUES, formatPaise];`,
      "",
    ].join("\n"),
    rule: null,
  },
  "db-imports-domain.ts": importing("app/db", "backfillSearchKeys", "~/domain/catalog/search-key.server", RESTRICTED),
  "db-imports-job-queue.ts": importing("app/db", "installJobQueue", "~/queue/queue.server", RESTRICTED),
  "queue-imports-metrics.ts": importing("app/queue", "countJobFailure", "~/http/metrics.server", RESTRICTED),
  "job-imports-http.ts": importing("app/jobs", "countJobFailure", "~/http/metrics.server", RESTRICTED),
  "job-runs-sql.ts": {
    folder: "app/jobs",
    source: `import { sql } from "drizzle-orm";\nexport const probe = sql\`select 1\`;\n`,
    rule: RESTRICTED,
  },
  "http-imports-route.ts": importing("app/http", "loader", "~/routes/shop/search-suggest", RESTRICTED),
  "route-imports-composition-root.ts": importing("app/routes", "createServices", "~/services.server", RESTRICTED),
  "cycle-a.ts": { folder: "app/utils", source: `import { b } from "./cycle-b";\nexport const a = () => b;\n`, rule: CYCLE },
  "cycle-b.ts": { folder: "app/utils", source: `import { a } from "./cycle-a";\nexport const b = () => a;\n`, rule: CYCLE },
  "type-cycle-a.ts": {
    folder: "app/utils",
    source: `import type { B } from "./type-cycle-b";\nexport interface A { b?: B }\n`,
    rule: CYCLE,
  },
  "type-cycle-b.ts": {
    folder: "app/utils",
    source: `import type { A } from "./type-cycle-a";\nexport interface B { a?: A }\n`,
    rule: CYCLE,
  },
  // A test may reach up to drive what it tests: nothing imports it, so no layer comes to depend upwards.
  "domain-test-drives-http.test.ts": importing("app/domain", "parseForm", "~/http/reply.server", null),
};

/** Rule names reported per probe (its path in the copy), from Biome's GitHub reporter lines. */
let findings: Map<string, Set<string>>;
let copy: string;

beforeAll(async () => {
  // The probes go into a copy of the configuration, never into app/: other test files read the
  // tree while this one runs.
  copy = await mkdtemp(path.join(os.tmpdir(), "haat-layering-"));
  const config = JSON.parse(await readFile(path.join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  delete config.vcs; // the copy is no git checkout
  await writeFile(path.join(copy, "biome.json"), JSON.stringify(config));
  for (const [name, { folder }] of Object.entries(PROBES)) {
    await mkdir(path.join(copy, folder), { recursive: true });
    await writeFile(path.join(copy, folder, name), PROBES[name].source);
  }
  // Errors make Biome exit non-zero: its report is read either way.
  const { stdout } = await promisify(execFile)(BIOME, ["lint", "--reporter=github", "--max-diagnostics=none", "."], {
    cwd: copy,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  findings = new Map();
  for (const [, level, rule, file] of stdout.matchAll(/^::(error|warning) title=([^,]+),file=([^,]+),/gm)) {
    if (level !== "error") continue;
    const relative = path.relative(copy, path.resolve(copy, file));
    findings.set(relative, (findings.get(relative) ?? new Set()).add(rule));
  }
}, 60_000);

afterAll(() => rm(copy, { recursive: true, force: true }));

describe("the layering rules", () => {
  for (const [name, { folder, rule }] of Object.entries(PROBES)) {
    if (rule) {
      it(`report ${name} in ${folder} under ${rule}`, () => {
        expect([...(findings.get(path.join(folder, name)) ?? [])]).toContain(rule);
      });
    } else {
      it(`let ${name} in ${folder} pass`, () => {
        expect(findings.get(path.join(folder, name))).toBeUndefined();
      });
    }
  }
});
