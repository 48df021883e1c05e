import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LLM_TIMEOUT_MS, DEFAULT_SAMPLES } from "../coach/llm-grader";
import { parseTrustProxy } from "./http/client-ip";

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

/** Every setting the server reads, with its default. This is the only reader of process.env. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: urlWithProtocol(["postgres", "postgresql"]).optional(),
  PUBLIC_URL: urlWithProtocol(["http", "https"]).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: urlWithProtocol(["smtp", "smtps"]).optional(),
  MAIL_FROM: z.string().min(3).default("Finance Interview Practice <no-reply@localhost>"),
  COACH_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
  COACH_BASE_URL: urlWithProtocol(["http", "https"]).optional(),
  COACH_MODEL: z.string().min(1).optional(),
  COACH_API_KEY: z.string().min(1).optional(),
  COACH_SAMPLES: z.coerce.number().int().min(1).max(7).default(DEFAULT_SAMPLES),
  COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_LLM_TIMEOUT_MS),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  TRUST_PROXY: z
    .string()
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.trust;
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The resolved configuration the app is built from (see createApp). */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  coach:
    | { provider: "builtin" }
    | {
        provider: "openai";
        baseUrl: string;
        model: string;
        apiKey: string | undefined;
        timeoutMs: number;
        samples: number;
      };
  logLevel: Env["LOG_LEVEL"];
  /** When set, GET /metrics serves Prometheus metrics to requests bearing this token. */
  metricsToken: string | undefined;
  /** The proxies whose X-Forwarded-For names the client; unset, the socket address is the client. */
  trustProxy: Env["TRUST_PROXY"];
}

/** Parses the environment; returns readable problems instead of throwing. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  // Empty strings mean "unset", as they do in most shells and .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map(
        (issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`,
      ),
    };
  }
  const env = result.data;
  if (env.COACH_PROVIDER === "openai" && (!env.COACH_BASE_URL || !env.COACH_MODEL)) {
    return { ok: false, problems: ["COACH_PROVIDER=openai needs COACH_BASE_URL and COACH_MODEL"] };
  }
  return { ok: true, env };
}

/** Turns a parsed environment into the app configuration, creating DATA_DIR and the kept secret. */
export function resolveConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    coach: coachConfigOf(env),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
  };
}

/** The coach a parsed environment asks for: the built-in grader, or an OpenAI-compatible model. */
export function coachConfigOf(env: Env): AppConfig["coach"] {
  return env.COACH_PROVIDER === "openai" && env.COACH_BASE_URL && env.COACH_MODEL
    ? {
        provider: "openai",
        baseUrl: env.COACH_BASE_URL,
        model: env.COACH_MODEL,
        apiKey: env.COACH_API_KEY,
        timeoutMs: env.COACH_TIMEOUT_MS,
        samples: env.COACH_SAMPLES,
      }
    : { provider: "builtin" };
}

/** Reads the process environment once, or exits with a readable list of what is wrong. */
export function loadConfigFromProcess(): AppConfig {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(`Invalid configuration:\n${parsed.problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  return resolveConfig(parsed.env);
}

// A generated secret is kept so sessions survive a restart.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
