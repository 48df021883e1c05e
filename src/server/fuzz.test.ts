import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SEED } from "../engine";
import type { DatabaseKind } from "./db/database";
import { loadQuestionBank } from "./modules/questions/question-bank";
import { signUpUser, type TestUser } from "./test/accounts";
import { TestClient, type TestResponse } from "./test/http-client";
import { testDialects } from "./test/test-database";
import { startTestServer, type TestServer } from "./test/test-server";

// Requests per database. PostgreSQL runs the same cases, fewer of them, so the file stays within a
// minute on an idle 2-core machine (the timeout below leaves room for a busy one).
const requestsPer: Record<DatabaseKind, number> = { sqlite: 5_000, postgres: 1_500 };
// Requests sent at once per generated case.
const batchSize = 10;

type Caller = "signed-in" | "unverified" | "signed-out" | "forged-cookie";

interface FuzzRequest {
  /** Which endpoint the case aims at, to count coverage. */
  endpoint: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  body?: string;
  /** "" sends an empty Content-Type, which both Hono and Better Auth treat as missing. */
  contentType?: string;
  caller: Caller;
  /** A cookie that does not belong to any session (only for "forged-cookie"). */
  forgedCookie?: string;
  crossSite?: "origin" | "sec-fetch-site";
}

// ---- Junk values ------------------------------------------------------------------------------

const tricky = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "__proto__",
  "constructor",
  "toString",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table user; --",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "💥🚀",
  "Ω≈ç√∫˜µ≤",
  "\u202e\u0627\u0644",
  "ｆｕｌｌｗｉｄｔｈ",
  "\r\n\t",
  "{}",
  "[]",
);

const longText = fc
  .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([piece, times]) => piece.repeat(times));

const junkText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: tricky },
  { weight: 1, arbitrary: longText },
);

const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  0.1 + 0.2,
);

const junkNumber = fc.oneof(fc.integer(), fc.double(), hugeNumber);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkText },
  { weight: 3, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Mostly something close to valid, so requests get past the first check, else junk. */
const field = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: plausible as fc.Arbitrary<unknown> }, { weight: 2, arbitrary: junkValue });

const email = fc.oneof(fc.emailAddress(), tricky, fc.constant("student@example.com"));
const password = fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.constantFrom("", "short"));
const urlish = fc.oneof(
  fc.constantFrom(
    "/",
    "/login",
    "/reset-password",
    "https://evil.example/",
    "javascript:alert(1)",
    "//evil.example",
  ),
  fc.webUrl(),
);

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: tricky },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 4_000 }).map((length) => "x".repeat(length)) },
);

// A URL cannot carry a lone surrogate, so it is replaced; raw percent sequences are sent as they are too.
// URLs stay far below Node's 16 KB header limit, which answers 431 before the app runs.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const pathPart = fc.oneof(
  {
    weight: 6,
    arbitrary: segment.map((text) =>
      encodeURIComponent(text.slice(0, 4_000).replace(loneSurrogate, "\ufffd")),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%E0%A4%A",
      "%00",
      "%C0%80",
      "%ED%A0%80",
      "%FF",
      "%",
      "%%",
      "..",
      ".",
      "%2e%2e",
      "a%2Fb",
    ),
  },
);

const queryValue = fc.oneof(
  junkText.map((text) => text.slice(0, 300)),
  junkNumber.map(String),
  fc.nat({ max: MAX_SEED }).map(String),
);

// ---- Bodies -----------------------------------------------------------------------------------

interface Body {
  body: string;
  contentType: string;
}

const json = (value: unknown): Body => ({
  body: JSON.stringify(value) ?? "null",
  contentType: "application/json",
});

const otherContentType = fc.constantFrom(
  "",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/json; charset=utf-16",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "image/png",
);

const asForm = (value: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === "string" ? item : (JSON.stringify(item) ?? ""),
    ]),
  ).toString();

const deepNesting = fc.tuple(fc.integer({ min: 100, max: 30_000 }), fc.boolean()).map(
  ([depth, arrays]): Body => ({
    body: arrays
      ? `${"[".repeat(depth)}${"]".repeat(depth)}`
      : `${'{"a":'.repeat(Math.floor(depth / 5))}1${"}".repeat(Math.floor(depth / 5))}`,
    contentType: "application/json",
  }),
);

const rawHugeNumbers = fc.constantFrom(
  '{"seed":1e999,"answers":{}}',
  '{"seed":123456789012345678901234567890,"answers":{"WACC":1e999}}',
  '{"seed":-0,"answers":{"Sales 2025":-1e-999},"timeSpentSeconds":1e400}',
  '{"answer":1e999,"questionId":-1e999}',
  '{"email":1e999,"password":9007199254740993}',
);

const malformed = fc.oneof(
  fc.constantFrom(
    "{",
    "[1,2",
    '{"seed":',
    "nul",
    "tru",
    '{"a":1,}',
    "{'seed':1}",
    "\u0000",
    '"\\u0000"',
    "\ufeff{}",
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
);

// Over the 64 KB limit: refused with 413 before it is parsed.
const megabyte: Body = { body: `{"answer":"${"x".repeat(1024 * 1024)}"}`, contentType: "application/json" };

/** Every way to send `fields`: as JSON with junk in it, as other JSON, broken, nested, huge, in other types. */
function bodies(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: fields.map(json) },
    { weight: 3, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value);
        return { body: text.slice(0, cut % Math.max(1, text.length)), contentType: "application/json" };
      }),
    },
    { weight: 2, arbitrary: malformed.map((body) => ({ body, contentType: "application/json" })) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: rawHugeNumbers.map((body) => ({ body, contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.constant(megabyte) },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, otherContentType).map(([value, contentType]) => ({
        body: contentType.includes("form-urlencoded") ? asForm(value) : JSON.stringify(value),
        contentType,
      })),
    },
  );
}

/** An object with the given fields, any of them left out, sometimes with extra keys. */
const fieldsOf = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.option(
        fc.dictionary(fc.oneof(tricky, fc.constantFrom("id", "userId", "emailVerified", "role")), junkValue, {
          maxKeys: 3,
        }),
      ),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }) as Record<string, unknown>);

// ---- Endpoints --------------------------------------------------------------------------------

const questionIds = loadQuestionBank().map((question) => question.id);
const flashcardPath = fc
  .oneof(fc.constantFrom(...questionIds), pathPart)
  .map((questionId) => `/api/review/questions/${questionId}/flashcard`);
const kindInPath = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "lbo",
      "LBO",
      "dcf",
      "DCF",
      "dilution-accretion",
      "DilutionAccretion",
      "Dilution-Accretion",
      "dilutionaccretion",
    ),
  },
  { weight: 1, arbitrary: pathPart },
);
const cellKey = fc.constantFrom(
  "Sales 2025",
  "WACC",
  "MoM",
  "Deal Type",
  "Free Cash Flow 2027",
  "Discount Factor 2026",
  "EPS 2026",
);

const checkBody = bodies(
  fieldsOf({
    seed: field(fc.nat({ max: MAX_SEED })),
    answers: field(
      fc.dictionary(fc.oneof(cellKey, junkText), fc.oneof(junkText, junkNumber, fc.constant(null)), {
        maxKeys: 12,
      }),
    ),
    timeSpentSeconds: field(fc.nat({ max: 7 * 24 * 3600 })),
    mockInterviewId: field(pathPart),
  }),
);

const optionalQuery = (names: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...names),
          junkText.map((text) => text.slice(0, 40)),
        ),
        queryValue,
      ),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length === 0 ? "" : `?${new URLSearchParams(pairs).toString()}`));

type Target = fc.Arbitrary<Omit<FuzzRequest, "caller" | "crossSite">>;

const get = (endpoint: string, path: fc.Arbitrary<string>): Target =>
  path.map((p) => ({ endpoint, method: "GET" as const, path: p }));
const post = (endpoint: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<Body>): Target =>
  fc.tuple(path, body).map(([p, b]) => ({ endpoint, method: "POST" as const, path: p, ...b }));

const targets: Target[] = [
  // The app's own routes.
  get(
    "GET /api/health",
    optionalQuery(["x"]).map((query) => `/api/health${query}`),
  ),
  get(
    "GET /api/case-studies/:type/new",
    fc
      .tuple(kindInPath, optionalQuery(["seed"]))
      .map(([type, query]) => `/api/case-studies/${type}/new${query}`),
  ),
  post(
    "POST /api/case-studies/:type/check",
    kindInPath.map((type) => `/api/case-studies/${type}/check`),
    checkBody,
  ),
  get(
    "GET /api/exercises",
    fc
      .tuple(
        optionalQuery(["limit", "cursor"]),
        fc.constantFrom(
          "",
          "?cursor=2026-02-30T00:00:00.000Z%7Cabc",
          "?cursor=9999-99-99T99:99Z%7Cx",
          "?limit=0",
          "?limit=1e3",
        ),
      )
      .map(([query, fixed]) => `/api/exercises${fixed || query}`),
  ),
  get(
    "GET /api/exercises/:id",
    pathPart.map((id) => `/api/exercises/${id}`),
  ),
  get(
    "GET /api/exercises/:id/workbook",
    pathPart.map((id) => `/api/exercises/${id}/workbook`),
  ),
  pathPart.map((id) => ({
    endpoint: "DELETE /api/exercises/:id",
    method: "DELETE" as const,
    path: `/api/exercises/${id}`,
  })),
  get(
    "GET /api/profile",
    optionalQuery(["userId", "id"]).map((query) => `/api/profile${query}`),
  ),
  get(
    "GET /api/profile/export",
    optionalQuery(["userId", "format"]).map((query) => `/api/profile/export${query}`),
  ),
  get(
    "GET /api/questions",
    optionalQuery(["topic", "difficulty"]).map((query) => `/api/questions${query}`),
  ),
  get(
    "GET /api/questions/export",
    optionalQuery(["format", "topic"]).map((query) => `/api/questions/export${query}`),
  ),
  get(
    "GET /api/articles/:slug",
    pathPart.map((slug) => `/api/articles/${slug}`),
  ),
  post(
    "POST /api/evaluate-answer",
    fc.constant("/api/evaluate-answer"),
    bodies(
      fieldsOf({
        questionId: field(fc.constantFrom(...questionIds)),
        answer: field(fc.string({ minLength: 1, maxLength: 400 })),
        correctAnswer: field(fc.string({ maxLength: 400 })),
        question: field(fc.string({ maxLength: 200 })),
        mockInterviewId: field(pathPart),
      }),
    ),
  ),
  get("GET /api/review/questions/:questionId/flashcard", flashcardPath),
  post(
    "POST /api/review/questions/:questionId/flashcard",
    flashcardPath,
    bodies(fieldsOf({ keyPoints: field(fc.array(fc.boolean(), { maxLength: 8 })) })),
  ),
  post(
    "POST /api/evaluate-answer/:attemptId/confirm",
    fc
      // Attempt 1 is the signed-in caller's own (see beforeAll).
      .oneof(fc.constant("1"), fc.nat({ max: 2 ** 32 }).map(String), pathPart)
      .map((id) => `/api/evaluate-answer/${id}/confirm`),
    bodies(
      fieldsOf({
        keyPoints: field(fc.array(fc.constantFrom("covered", "missing", "contradicted"), { maxLength: 12 })),
        disputedClaims: field(fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 4 })),
      }),
    ),
  ),
  ...["/api/review/cards", "/api/review/today", "/api/readiness", "/api/mock-interviews"].map((route) =>
    get(
      `GET ${route}`,
      optionalQuery(["userId"]).map((query) => `${route}${query}`),
    ),
  ),
  post(
    "POST /api/mock-interviews",
    fc.constant("/api/mock-interviews"),
    bodies(
      fieldsOf({
        track: field(fc.constantFrom("ib", "pe")),
        minutes: field(fc.constantFrom(15, 30, 45)),
      }),
    ),
  ),
  get(
    "GET /api/mock-interviews/:id",
    pathPart.map((id) => `/api/mock-interviews/${id}`),
  ),
  post(
    "POST /api/mock-interviews/:id/finish",
    pathPart.map((id) => `/api/mock-interviews/${id}/finish`),
    bodies(fieldsOf({})),
  ),
  get(
    "GET /api/my-answers",
    optionalQuery(["userId"]).map((query) => `/api/my-answers${query}`),
  ),
  post(
    "POST /api/account/resend-verification",
    fc.constant("/api/account/resend-verification"),
    bodies(fieldsOf({ email: field(email), password: field(password) })),
  ),
  // Better Auth's routes.
  post(
    "POST /api/auth/sign-in/email",
    fc.constant("/api/auth/sign-in/email"),
    bodies(
      fieldsOf({
        email: field(email),
        password: field(password),
        rememberMe: junkValue,
        callbackURL: field(urlish),
      }),
    ),
  ),
  post(
    "POST /api/auth/sign-up/email",
    fc.constant("/api/auth/sign-up/email"),
    bodies(
      fieldsOf({
        email: field(email),
        password: field(password),
        name: field(fc.string({ minLength: 1, maxLength: 40 })),
        firstName: field(fc.string({ minLength: 1, maxLength: 40 })),
        lastName: field(fc.string({ minLength: 1, maxLength: 40 })),
        school: field(fc.string({ minLength: 1, maxLength: 40 })),
        callbackURL: field(urlish),
        image: junkValue,
      }),
    ),
  ),
  post(
    "POST /api/auth/request-password-reset",
    fc.constant("/api/auth/request-password-reset"),
    bodies(fieldsOf({ email: field(email), redirectTo: field(urlish) })),
  ),
  post(
    "POST /api/auth/reset-password",
    fc.oneof(
      fc.constant("/api/auth/reset-password"),
      optionalQuery(["token"]).map((query) => `/api/auth/reset-password${query}`),
    ),
    bodies(
      fieldsOf({ token: field(fc.string({ minLength: 1, maxLength: 64 })), newPassword: field(password) }),
    ),
  ),
  get(
    "GET /api/auth/reset-password/:token",
    fc
      .tuple(pathPart, optionalQuery(["callbackURL"]))
      .map(([token, query]) => `/api/auth/reset-password/${token}${query}`),
  ),
  get(
    "GET /api/auth/verify-email",
    fc
      .tuple(optionalQuery(["token", "callbackURL"]), fc.string({ maxLength: 300 }))
      .map(([query, token]) =>
        query
          ? `/api/auth/verify-email${query}`
          : `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      ),
  ),
  post(
    "POST /api/auth/send-verification-email",
    fc.constant("/api/auth/send-verification-email"),
    bodies(fieldsOf({ email: field(email), callbackURL: field(urlish) })),
  ),
  post(
    "POST /api/auth/update-user",
    fc.constant("/api/auth/update-user"),
    bodies(
      fieldsOf({
        name: field(fc.string({ minLength: 1, maxLength: 40 })),
        firstName: field(fc.string({ minLength: 1, maxLength: 40 })),
        school: field(fc.string({ minLength: 1, maxLength: 40 })),
        image: junkValue,
      }),
    ),
  ),
  post(
    "POST /api/auth/change-password",
    fc.constant("/api/auth/change-password"),
    bodies(
      fieldsOf({
        currentPassword: field(password),
        newPassword: field(password),
        revokeOtherSessions: junkValue,
      }),
    ),
  ),
  // Never with the real password, so the fuzzed account survives.
  post(
    "POST /api/auth/delete-user",
    fc.constant("/api/auth/delete-user"),
    bodies(fieldsOf({ password: field(password), callbackURL: field(urlish), token: junkValue })),
  ),
  get(
    "GET /api/auth/get-session",
    optionalQuery(["disableCookieCache"]).map((query) => `/api/auth/get-session${query}`),
  ),
  get(
    "GET /api/auth/:unknown",
    pathPart.map((name) => `/api/auth/${name}`),
  ),
];

const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(...targets),
    fc.constantFrom<Caller>("signed-in", "signed-in", "unverified", "signed-out", "forged-cookie"),
    fc.string({ unit: "binary-ascii", maxLength: 80 }),
    // One request in ten comes "from another site", as a CSRF attempt would.
    fc.oneof(
      { weight: 18, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant("origin" as const) },
      { weight: 1, arbitrary: fc.constant("sec-fetch-site" as const) },
    ),
  )
  .map(([target, caller, forged, crossSite]) => {
    const request: FuzzRequest = {
      ...target,
      caller,
      forgedCookie: caller === "forged-cookie" ? forged : undefined,
      crossSite,
    };
    // A counterexample prints as one short line, not as a megabyte of body.
    return Object.assign(request, { [fc.toStringMethod]: () => summary(request) });
  });

function summary(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? "no body"
      : `${request.contentType || "no content type"}, ${request.body.length} chars: ${JSON.stringify(request.body.slice(0, 160))}`;
  const from = request.crossSite ? `, cross-site by ${request.crossSite}` : "";
  return `${request.method} ${request.path.slice(0, 300)} (${request.caller}${from}; ${body})`;
}

// ---- Checks -----------------------------------------------------------------------------------

const appError = { error: { code: expect.any(String), message: expect.any(String) } };
// Better Auth's own routes answer { code, message } (its APIError); the app's shape is accepted there too,
// for what the app answers in front of Better Auth (origin check, body limit, NUL characters).
const authError = { code: expect.any(String), message: expect.any(String) };

function expectWellFormed(request: FuzzRequest, response: TestResponse): void {
  const where = `${summary(request)} → ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400) return;
  expect(response.headers.get("content-type"), where).toMatch(/application\/json/);
  const shapes = request.path.startsWith("/api/auth/") ? [appError, authError] : [appError];
  expect(
    shapes.some((shape) => expect.objectContaining(shape).asymmetricMatch(response.json)),
    where,
  ).toBe(true);
}

describe.each(testDialects)("API fuzzing on %s", (kind) => {
  let server: TestServer;
  let verified: TestUser;
  let unverified: TestUser;
  // A few callers, each from its own loopback address, so per-address limits see several clients.
  let clients: TestClient[] = [];
  const sentPerEndpoint = new Map<string, number>();

  beforeAll(async () => {
    // Limits raised: the fuzzer should reach the handlers, not only the rate limiter.
    server = await startTestServer(kind, { rateLimitFactor: 1_000 });
    verified = await signUpUser(server);
    unverified = await signUpUser(server, { emailVerified: false });
    clients = Array.from({ length: 16 }, () => new TestClient(server.url));
    await verified.client.post("/api/case-studies/dcf/check", { seed: 1, answers: { WACC: "9" } });
    await verified.client.post("/api/evaluate-answer", {
      questionId: questionIds[0],
      answer: "EBITDA rises.",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  function send(request: FuzzRequest, index: number): Promise<TestResponse> {
    const cookie = {
      "signed-in": verified.client.cookieHeader(),
      unverified: unverified.client.cookieHeader(),
      "signed-out": "",
      "forged-cookie": `better-auth.session_token=${encodeURIComponent(request.forgedCookie ?? "")}`,
    }[request.caller];
    const headers: Record<string, string> = { cookie };
    if (request.contentType !== undefined) headers["content-type"] = request.contentType;
    if (request.crossSite === "origin") headers.origin = "https://evil.example";
    if (request.crossSite === "sec-fetch-site") headers["sec-fetch-site"] = "cross-site";
    // The server answers an oversized body before reading it; a fresh connection keeps that answer clean.
    if ((request.body?.length ?? 0) > 64 * 1024) headers.connection = "close";
    const client = clients[index % clients.length] as TestClient;
    sentPerEndpoint.set(request.endpoint, (sentPerEndpoint.get(request.endpoint) ?? 0) + 1);
    return client.request(request.method, request.path, request.body, headers);
  }

  it(`answers ${requestsPer[kind].toLocaleString("en-US")} random requests without a 5xx, every error in the JSON shape`, {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fuzzRequest, { minLength: batchSize, maxLength: batchSize }),
        async (batch) => {
          const responses = await Promise.all(batch.map((request, index) => send(request, index)));
          batch.forEach((request, index) => {
            expectWellFormed(request, responses[index] as TestResponse);
          });
        },
      ),
      { numRuns: requestsPer[kind] / batchSize },
    );
    const sent = [...sentPerEndpoint.values()].reduce((sum, count) => sum + count, 0);
    expect(sent).toBeGreaterThanOrEqual(requestsPer[kind]);
    // Every endpoint got its share (about one in 25 requests each).
    expect(sentPerEndpoint.size).toBe(targets.length);
    for (const [endpoint, count] of sentPerEndpoint) expect(count, endpoint).toBeGreaterThan(10);
  });

  it("is still healthy afterwards, and logged no unexpected failure", async () => {
    const client = new TestClient(server.url);
    expect((await client.get("/api/health")).json).toEqual({ status: "ok", database: kind });
    const checked = await verified.client.post("/api/case-studies/dcf/check", {
      seed: 5,
      answers: { "Sales 2025": "-1" },
    });
    expect(checked.status).toBe(200);
    const saved = await verified.client.get(`/api/exercises/${checked.json.exerciseId}`);
    expect(saved.status).toBe(200);
    const failures = server.logLines.filter((line) => line.includes('"request failed"'));
    expect(failures).toEqual([]);
  });
});
