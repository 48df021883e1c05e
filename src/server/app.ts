import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import type { Coach } from "../coach";
import { createAuth } from "./auth";
import { type Clock, systemClock } from "./clock";
import type { DatabaseHandle } from "./db/database";
import type { AppEnv } from "./http/app-env";
import { authHandler } from "./http/auth-handler";
import { limitBodySize } from "./http/body-limit";
import { noStoreByDefault } from "./http/cache-control";
import { clientIp, type TrustProxy } from "./http/client-ip";
import { ApiError, errorResponse } from "./http/errors";
import { type Metrics, metricsEndpoint } from "./http/metrics";
import { refuseNulCharacters } from "./http/nul-characters";
import { originCheck } from "./http/origin-check";
import { securityHeaders } from "./http/security-headers";
import { createSessionMemory, loadSession, type SessionMemory } from "./http/session";
import type { Logger } from "./logger";
import type { SendMail } from "./mail";
import { accountRoutes } from "./modules/account/routes";
import { loadArticles } from "./modules/articles/articles";
import { articleRoutes } from "./modules/articles/routes";
import { attemptRoutes, checkRoutes } from "./modules/attempts/routes";
import { coachRoutes } from "./modules/coach/routes";
import { kindRoutes } from "./modules/kinds/routes";
import { mockInterviewParts } from "./modules/mock-interviews/answered-part";
import { mockInterviewRoutes } from "./modules/mock-interviews/routes";
import { profileRoutes } from "./modules/profile/routes";
import { questionRoutes } from "./modules/questions/routes";
import { limitSignIn } from "./modules/rate-limit/sign-in";
import { createPractice } from "./modules/review/graded-attempt";
import { reviewRoutes } from "./modules/review/routes";
import { solvedModelRoutes, WORKBOOK_UPLOAD_PATH, workbookRoutes } from "./modules/workbooks/routes";
import { MAX_WORKBOOK_BYTES, workbookTooLarge } from "./modules/workbooks/workbook-format";
import { createWorkbookReaders, type WorkbookReaders } from "./modules/workbooks/workbook-readers";
import { type RateLimitRules, rateLimitRules } from "./rate-limits";

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  sendMail: SendMail;
  coach: Coach;
  publicUrl: string;
  authSecret: string;
  /** The built SPA (dist/); without it only the API is served. */
  staticDir?: string;
  trustedOrigins?: string[];
  /** Defaults to rateLimitRules; only tests pass scaled ones. */
  rateLimits?: RateLimitRules;
  /** Prometheus metrics at GET /metrics, for the holder of `token`; off when absent. */
  metrics?: { metrics: Metrics; token: string };
  /** The time of reviews and mock-interview deadlines; tests move it. */
  clock?: Clock;
  /** The worker threads that read uploaded workbooks; a default pool when absent. */
  workbookReaders?: WorkbookReaders;
  /** Proxies trusted to name the client in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

// Large enough for any answer grid or essay answer; anything bigger is refused before it is parsed.
const maxBodyBytes = 64 * 1024;

/** Builds the whole HTTP app from its dependencies, so tests and main.ts make it the same way. */
export function createApp(deps: AppDeps) {
  const { db, kind } = deps.database;
  const rateLimits = deps.rateLimits ?? rateLimitRules;
  const clock = deps.clock ?? systemClock;
  const practice = createPractice({ db, clock, mockInterviews: mockInterviewParts });
  const auth = createAuth({
    db,
    kind,
    publicUrl: deps.publicUrl,
    secret: deps.authSecret,
    sendMail: deps.sendMail,
    logger: deps.logger,
    rateLimits: rateLimits.auth,
    trustedOrigins: deps.trustedOrigins,
  });

  const api = new Hono<AppEnv>()
    .get("/health", (c) => c.json({ status: "ok" as const, database: kind }))
    .route("/account", accountRoutes({ db, auth, rateLimit: rateLimits.resendVerification }))
    .route("/articles", articleRoutes(loadArticles()))
    .route(
      "/case-studies",
      workbookRoutes({
        db,
        practice,
        rateLimit: rateLimits.workbookUpload,
        readers:
          deps.workbookReaders ??
          createWorkbookReaders(undefined, (reason) =>
            deps.logger.error("a workbook reader failed", { reason }),
          ),
      }),
    )
    .route("/case-studies", kindRoutes())
    .route("/case-studies", checkRoutes({ db, practice, checkLimit: rateLimits.check }))
    .route("/exercises", attemptRoutes({ db }))
    .route("/exercises", solvedModelRoutes({ db }))
    .route("/questions", questionRoutes({ db }))
    .route("/profile", profileRoutes({ db }))
    .route("/mock-interviews", mockInterviewRoutes({ db, clock, rateLimit: rateLimits.mockInterviewStart }))
    .route("/", reviewRoutes({ db, clock, flashcardLimit: rateLimits.flashcardReview }))
    .route(
      "/",
      coachRoutes({
        db,
        coach: deps.coach,
        logger: deps.logger,
        rateLimit: rateLimits.coachEvaluation,
        practice,
      }),
    );

  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  if (deps.metrics) app.use(deps.metrics.metrics.middleware);
  app.use(securityHeaders({ publicUrl: deps.publicUrl }));
  app.use("/api/*", noStoreByDefault());
  if (deps.metrics) app.get("/metrics", metricsEndpoint(deps.metrics.metrics, deps.metrics.token));
  app.use("/api/*", (c, next) => {
    c.set("clientIp", clientIp(c, deps.trustProxy));
    return next();
  });
  app.use("/api/*", originCheck([deps.publicUrl, ...(deps.trustedOrigins ?? [])]));
  const bodyLimit = limitBodySize(maxBodyBytes);
  // A workbook upload is the one large body: its file, plus room for the multipart framing.
  const uploadLimit = limitBodySize(MAX_WORKBOOK_BYTES + 16 * 1024, workbookTooLarge);
  app.use("/api/*", (c, next) => (c.req.path === WORKBOOK_UPLOAD_PATH ? uploadLimit : bodyLimit)(c, next));
  app.use("/api/*", refuseNulCharacters());
  app.use(
    "/api/auth/sign-in/email",
    limitSignIn({ db, perAccount: rateLimits.signIn, perAddress: rateLimits.signInFromAddress }),
  );
  const sessions = createSessionMemory();
  app.on(["GET", "POST"], "/api/auth/*", forgetSessionsAfterChange(sessions), authHandler(auth));
  app.use("/api/*", loadSession({ db, secret: deps.authSecret, memory: sessions }));
  // The question bank and the guides are the API's large answers, read on a page's first load: gzipped.
  for (const large of ["/api/questions", "/api/articles", "/api/articles/*"]) app.use(large, compress());
  const routes = app.route("/api", api);

  app.all("/api/*", () => {
    throw new ApiError(404, "NOT_FOUND", "No such API endpoint.");
  });
  if (deps.staticDir) serveSpa(app, deps.staticDir);

  app.onError(async (error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's JSON validator refuses bad JSON and a missing JSON content type with a 400.
      const badJson = error.status === 400 && /JSON|Content-Type/i.test(error.message);
      return errorResponse(
        c,
        badJson
          ? new ApiError(400, "INVALID_JSON", "The request body must be valid JSON sent as application/json.")
          : new ApiError(error.status, "BAD_REQUEST", error.message || "Bad request."),
      );
    }
    deps.logger.error("request failed", { method: c.req.method, path: c.req.path, error: String(error) });
    // Libraries wrap driver errors (Better Auth turns them into "Failed to get session"), so ask the database.
    if (await databaseUnreachable(db)) {
      return errorResponse(
        c,
        new ApiError(
          503,
          "SERVICE_UNAVAILABLE",
          "The service is temporarily unavailable. Please try again shortly.",
        ),
      );
    }
    return c.json({ error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." } }, 500);
  });
  app.notFound((c) => errorResponse(c, new ApiError(404, "NOT_FOUND", "Not found.")));

  return routes;
}

export type AppType = ReturnType<typeof createApp>;

function requestLog(logger: Logger) {
  return async (c: { req: { method: string; path: string }; res: Response }, next: () => Promise<void>) => {
    const started = performance.now();
    await next();
    // Only the path: query strings can carry tokens (email verification, password reset).
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/** Sign-out, deletion, verification, a new password, a profile edit: any auth call but reading the session. */
function forgetSessionsAfterChange(sessions: SessionMemory) {
  return async (c: { req: { method: string; path: string } }, next: () => Promise<void>) => {
    await next();
    if (!(c.req.method === "GET" && c.req.path.endsWith("/get-session"))) sessions.forgetAll();
  };
}

function serveSpa(app: Hono<AppEnv>, staticDir: string): void {
  const indexFile = path.join(staticDir, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const prerendered = prerenderedPages(staticDir);
  // The SPA's JavaScript, CSS and HTML go out gzipped (a third of their size); API routes answered above.
  app.use("*", compress());
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), staticDir),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A public page prerendered at build time (scripts/prerender.mjs): its content shows before any script runs.
  app.get("*", async (c, next) => {
    const html = prerendered.get(c.req.path);
    return html === undefined ? next() : c.html(html);
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), staticDir) }));
  // History fallback: every other GET is a client-side route.
  app.get("*", (c) =>
    indexHtml ? c.html(indexHtml) : c.text("The web app has not been built: run npm run build.", 503),
  );
}

/** The prerendered pages by path, read once at start-up; none when the build has not made them. */
function prerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.join(staticDir, "prerendered");
  const manifestFile = path.join(dir, "manifest.json");
  if (!existsSync(manifestFile)) return new Map();
  const { routes } = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes: Record<string, string> };
  return new Map(
    Object.entries(routes).map(([route, file]) => [route, readFileSync(path.join(dir, file), "utf8")]),
  );
}

/** True when the database does not answer a trivial query within two seconds. */
async function databaseUnreachable(db: DatabaseHandle["db"]): Promise<boolean> {
  const probe = sql`select 1`.execute(db).then(
    () => false,
    () => true,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2000).unref());
  return Promise.race([probe, timeout]);
}
