import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coachConfigOf, parseEnv, resolveConfig } from "./env";

describe("configuration", () => {
  it("runs with no configuration at all", () => {
    const parsed = parseEnv({});
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      COACH_PROVIDER: "builtin",
      LOG_LEVEL: "info",
    });
  });

  it("lists every problem in words a person can act on", () => {
    const parsed = parseEnv({
      PORT: "http",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "not a url",
      AUTH_SECRET: "short",
      LOG_LEVEL: "loud",
      TRUST_PROXY: "yes",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const text = parsed.problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "AUTH_SECRET", "LOG_LEVEL", "TRUST_PROXY"])
      expect(text).toContain(name);
    expect(text).toContain("postgres://");
    expect(text).toContain("at least 32 characters");
    expect(text).toContain('TRUST_PROXY: "yes" is neither a hop count nor an address range');
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy ranges, and leaves it unset by default", () => {
    const hops = parseEnv({ TRUST_PROXY: "1" });
    expect(hops.ok && hops.env.TRUST_PROXY).toEqual({ hops: 1 });
    const ranges = parseEnv({ TRUST_PROXY: "10.0.0.0/8,fd00::/8" });
    expect(ranges.ok && ranges.env.TRUST_PROXY && "proxies" in ranges.env.TRUST_PROXY).toBe(true);
    const unset = parseEnv({ TRUST_PROXY: "" });
    expect(unset.ok && unset.env.TRUST_PROXY).toBeUndefined();
  });

  it("treats empty values as unset and needs a base URL and model for the LLM coach", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).ok).toBe(true);
    const llm = parseEnv({ COACH_PROVIDER: "openai" });
    expect(llm.ok).toBe(false);
    if (!llm.ok) expect(llm.problems.join()).toContain("COACH_BASE_URL and COACH_MODEL");
  });

  it("reads the LLM coach's samples and timeout, within their bounds", () => {
    const llm = {
      COACH_PROVIDER: "openai",
      COACH_BASE_URL: "http://localhost:11434/v1",
      COACH_MODEL: "llama3.1",
    };
    const defaults = parseEnv(llm);
    if (!defaults.ok) throw new Error(defaults.problems.join());
    expect(coachConfigOf(defaults.env)).toEqual({
      provider: "openai",
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.1",
      apiKey: undefined,
      timeoutMs: 20_000,
      samples: 3,
    });
    const set = parseEnv({ ...llm, COACH_SAMPLES: "5", COACH_TIMEOUT_MS: "8000" });
    expect(set.ok && coachConfigOf(set.env)).toMatchObject({ samples: 5, timeoutMs: 8_000 });
    for (const samples of ["0", "8", "2.5", "three"]) {
      const parsed = parseEnv({ ...llm, COACH_SAMPLES: samples });
      expect(parsed.ok, `COACH_SAMPLES=${samples}`).toBe(false);
      if (!parsed.ok) expect(parsed.problems.join()).toContain("COACH_SAMPLES");
    }
    expect(parseEnv({ ...llm, COACH_TIMEOUT_MS: "0" }).ok).toBe(false);
  });

  it("keeps one generated secret in DATA_DIR across restarts, and derives the public URL from the port", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "env-"));
    const parsed = parseEnv({ DATA_DIR: dataDir, PORT: "4100" });
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const first = resolveConfig(parsed.env);
    const second = resolveConfig(parsed.env);
    expect(first.authSecret).toHaveLength(64);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first.authSecret);
    expect(first.publicUrl).toBe("http://localhost:4100");
    expect(first.coach).toEqual({ provider: "builtin" });
  });
});
