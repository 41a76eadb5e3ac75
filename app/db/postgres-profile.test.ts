import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyPostgresProfile, postgresSettings } from "./postgres-profile";

describe("the embedded PostgreSQL's profile", () => {
  it("small keeps PostgreSQL's own buffers and sorts whatever the machine", () => {
    for (const memory of [1, 24, 256].map((gb) => gb * 1024 ** 3)) {
      expect(postgresSettings("small", memory)).toMatchObject({ shared_buffers: "128MB", work_mem: "4MB" });
    }
  });

  it("large gives buffers a quarter of the machine, at most 8 GB", () => {
    expect(postgresSettings("large", 4 * 1024 ** 3)).toMatchObject({ shared_buffers: "1024MB", effective_cache_size: "2048MB" });
    expect(postgresSettings("large", 64 * 1024 ** 3).shared_buffers).toBe("8192MB");
  });

  it("writes its file at every start and has postgresql.conf include it once", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "haat-profile-"));
    writeFileSync(path.join(dir, "postgresql.conf"), "max_connections = 100\n");
    applyPostgresProfile(dir, "large");
    applyPostgresProfile(dir, "small");
    const conf = readFileSync(path.join(dir, "postgresql.conf"), "utf8");
    expect(conf.match(/include_if_exists = 'haat-profile.conf'/g)).toHaveLength(1);
    const profile = readFileSync(path.join(dir, "haat-profile.conf"), "utf8");
    expect(profile).toContain("POSTGRES_PROFILE=small");
    expect(profile).toContain("shared_buffers = '128MB'");
  });
});
