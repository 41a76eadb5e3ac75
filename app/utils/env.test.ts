import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, parseEnv } from "./env.server";

describe(".env.example", () => {
  it("lists every variable the server reads, and none it does not", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(ENV_VARIABLES.length).toBeGreaterThan(30);
    expect(ENV_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !ENV_VARIABLES.includes(name as string))).toEqual([]);
  });
});

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(false);
  });

  it("runs the job workers unless JOB_WORKERS=off", () => {
    expect(parseEnv({}).JOB_WORKERS).toBe("on");
    expect(parseEnv({ JOB_WORKERS: "off" }).JOB_WORKERS).toBe("off");
    expect(() => parseEnv({ JOB_WORKERS: "no" })).toThrow(/JOB_WORKERS/);
  });

  it("reads WEB_CONCURRENCY as a count of server processes, 1 (no cluster) by default", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ["0", "-2", "1.5", "two", "257", " 2"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad }), bad).toThrow(
        /WEB_CONCURRENCY: must be a whole number of server processes from 1 to 256 \(1: a single process, no cluster\)/,
      );
    }
  });

  it("reads HEAP_GROWING_PERCENT as V8's heap growth past the live size, 100 by default", () => {
    expect(parseEnv({}).HEAP_GROWING_PERCENT).toBe(100);
    expect(parseEnv({ HEAP_GROWING_PERCENT: "50" }).HEAP_GROWING_PERCENT).toBe(50);
    expect(parseEnv({ HEAP_GROWING_PERCENT: "0" }).HEAP_GROWING_PERCENT).toBe(0);
    expect(parseEnv({ HEAP_GROWING_PERCENT: "120" }).HEAP_GROWING_PERCENT).toBe(120);
    for (const bad of ["-1", "12.5", "lots", "401"])
      expect(() => parseEnv({ HEAP_GROWING_PERCENT: bad }), bad).toThrow(/HEAP_GROWING_PERCENT/);
  });

  it("names the platform's operator and grievance officer for the privacy notice, with defaults", () => {
    expect(parseEnv({})).toMatchObject({ PLATFORM_OPERATOR: "Haat", PRIVACY_OFFICER_EMAIL: "privacy@haat.local" });
    expect(parseEnv({ PLATFORM_OPERATOR: "Bazaar Pvt Ltd", PRIVACY_OFFICER_NAME: "R. Iyer" })).toMatchObject({
      PLATFORM_OPERATOR: "Bazaar Pvt Ltd",
      PRIVACY_OFFICER_NAME: "R. Iyer",
    });
    expect(() => parseEnv({ PRIVACY_OFFICER_EMAIL: "nobody" })).toThrow(/PRIVACY_OFFICER_EMAIL/);
  });

  it("explains what is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL must start with postgres/);
  });

  it("reads rate limits as COUNT/SECONDS and TRUST_PROXY as a flag or a hop count", () => {
    const env = parseEnv({ RATE_LIMIT_CONTACT: "3/120", TRUST_PROXY: "1" });
    expect(env.RATE_LIMIT_CONTACT).toEqual({ max: 3, windowSeconds: 120 });
    expect(env.RATE_LIMIT_CHECKOUT).toEqual({ max: 30, windowSeconds: 60 });
    expect(env.TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ RATE_LIMIT_FEEDBACK: "five" })).toThrow(/RATE_LIMIT_FEEDBACK: must look like COUNT\/SECONDS/);
    expect(() => parseEnv({ RATE_LIMIT_FEEDBACK: "0/60" })).toThrow(/RATE_LIMIT_FEEDBACK/);
  });

  it("reads the pooler mode: none unless set, transaction when a direct URL is given, and needs both URLs for it", () => {
    const pooled = "postgres://haat@pooler:6432/haat";
    const direct = "postgres://haat@db:5432/haat";
    expect(parseEnv({}).DATABASE_POOLER).toBe("none");
    expect(parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).DATABASE_POOLER).toBe("transaction");
    expect(parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_POOLER: "none" }).DATABASE_POOLER).toBe("none");
    expect(() => parseEnv({ DATABASE_URL: pooled, DATABASE_POOLER: "transaction" })).toThrow(
      /DATABASE_DIRECT_URL: required when DATABASE_POOLER=transaction/,
    );
    expect(() => parseEnv({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_URL: required with a pooler or DATABASE_DIRECT_URL/);
    expect(() => parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_POOLER: "session" })).toThrow(
      /DATABASE_POOLER must be none, transaction or empty/,
    );
    expect(() => parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: "db:5432" })).toThrow(
      /DATABASE_DIRECT_URL must start with postgres/,
    );
  });

  it("needs a bucket for S3 storage", () => {
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "media",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it("takes a read replica only beside an external primary", () => {
    const primary = "postgres://app@db:5432/haat";
    const replica = "postgres://app@db-replica:5432/haat";
    expect(parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica })).toMatchObject({
      DATABASE_REPLICA_URL: replica,
      DATABASE_REPLICA_STICKY_SECONDS: 5,
    });
    expect(parseEnv({ DATABASE_REPLICA_URL: "" }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: "db-replica:5432" })).toThrow(/must start with postgres/);
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_STICKY_SECONDS: "0" })).toThrow(/DATABASE_REPLICA_STICKY_SECONDS/);
  });

  it("derives BASE_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).BASE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ BASE_URL: "https://shop.example.in/" }).BASE_URL).toBe("https://shop.example.in");
  });
});
