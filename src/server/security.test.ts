import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Coach } from "../coach";
import { loadQuestionBank } from "./modules/questions/question-bank";
import { signUpUser, type TestUser } from "./test/accounts";
import { TestClient, type TestResponse } from "./test/http-client";
import { type MailCatcher, startMailCatcher } from "./test/mail-catcher";
import { testDialects } from "./test/test-database";
import { startTestServer, type TestServer, testAuthSecret } from "./test/test-server";

// Session cookie flags (HttpOnly, SameSite=Lax, Secure behind https) are covered in app.test.ts.

const questionId = loadQuestionBank()[0]?.id ?? "";
const evil = "https://evil.example";

// What a leaking error would carry: a stack frame, a source location, or SQL from the driver.
const stackTrace = /\bat [^\n"]*[/\\][^\n"]*:\d+|\.[cm]?[jt]s:\d+|node_modules/;
const sqlText =
  /\bselect\b[^"]*\bfrom\b|insert into|delete from|SQLITE_|syntax error|relation "|duplicate key|violates/i;
// Better Auth stores scrypt hashes as hex "salt:key".
const passwordHash = /[0-9a-f]{32}:[0-9a-f]{64,}/i;

describe.each(testDialects)("security on %s", (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let aliceExerciseId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await signUpUser(server, { firstName: "Alice" });
    bob = await signUpUser(server, { firstName: "Bob" });
    const checked = await alice.client.post("/api/case-studies/dcf/check", {
      seed: 11,
      answers: { "Sales 2025": "alice-secret-answer" },
    });
    aliceExerciseId = checked.json.exerciseId;
    await alice.client.post("/api/evaluate-answer", { questionId, answer: "Alice's private essay answer." });
  });
  afterAll(async () => {
    await server.close();
  });

  describe("IDOR: one user never reaches another's records", () => {
    it("answers 404 for another user's exercise, read or delete, and leaves it in place", async () => {
      const read = await bob.client.get(`/api/exercises/${aliceExerciseId}`);
      expect(read.status).toBe(404);
      expect(read.json.error.code).toBe("NOT_FOUND");
      const removal = await bob.client.delete(`/api/exercises/${aliceExerciseId}`);
      expect(removal.status).toBe(404);
      const own = await alice.client.get(`/api/exercises/${aliceExerciseId}`);
      expect(own.status).toBe(200);
      expect(own.text).toContain("alice-secret-answer");
    });

    it("lists, profiles and exports only the caller's own data, whatever the query says", async () => {
      const probes = [
        "/api/exercises",
        `/api/exercises?userId=${alice.id}`,
        "/api/my-answers",
        `/api/my-answers?userId=${alice.id}`,
        "/api/profile",
        `/api/profile?userId=${alice.id}&id=${alice.id}`,
        "/api/profile/export",
        `/api/profile/export?userId=${alice.id}`,
      ];
      for (const path of probes) {
        const response = await bob.client.get(path);
        expect(response.status, path).toBe(200);
        for (const secret of [
          alice.id,
          alice.email,
          aliceExerciseId,
          "alice-secret-answer",
          "Alice's private",
        ]) {
          expect(response.text, `${path} shows ${secret}`).not.toContain(secret);
        }
      }
      expect((await bob.client.get("/api/profile")).json.profile.email).toBe(bob.email);
      // The same requests show Alice her own data, so the checks above look in the right places.
      const aliceExport = await alice.client.get("/api/profile/export");
      for (const secret of [alice.email, aliceExerciseId, "alice-secret-answer", "Alice's private"]) {
        expect(aliceExport.text).toContain(secret);
      }
    });

    it("refuses every record endpoint to a signed-out visitor", async () => {
      const visitor = new TestClient(server.url);
      for (const [method, path] of [
        ["GET", "/api/exercises"],
        ["GET", `/api/exercises/${aliceExerciseId}`],
        ["DELETE", `/api/exercises/${aliceExerciseId}`],
        ["GET", "/api/my-answers"],
        ["GET", "/api/profile"],
        ["GET", "/api/profile/export"],
      ] as const) {
        const response = await visitor.request(method, path);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.text).not.toContain("alice-secret-answer");
      }
    });

    it("updates only the caller's own account, even when the body names another user", async () => {
      const update = await bob.client.post("/api/auth/update-user", {
        id: alice.id,
        userId: alice.id,
        school: "Hijacked",
      });
      expect(update.status).toBe(200);
      expect((await alice.client.get("/api/profile")).json.profile.school).toBe("HEC Paris");
      expect((await bob.client.get("/api/profile")).json.profile.school).toBe("Hijacked");
    });
  });

  describe("CSRF: a cross-site request with the user's cookies is refused", () => {
    const crossSite: Array<[string, Record<string, string>]> = [
      ["Origin: https://evil.example", { origin: evil }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["Origin: null", { origin: "null" }],
    ];
    const requests: Array<[string, string, unknown]> = [
      ["POST", "/api/case-studies/dcf/check", { seed: 3, answers: { "Sales 2025": "-1" } }],
      ["DELETE", "/api/exercises/{exercise}", undefined],
      ["POST", "/api/evaluate-answer", { questionId, answer: "Forged answer." }],
      ["POST", "/api/account/resend-verification", { email: "x@example.com", password: "whatever-1" }],
      ["POST", "/api/auth/sign-out", {}],
      ["POST", "/api/auth/update-user", { school: "Forged" }],
      [
        "POST",
        "/api/auth/change-password",
        { currentPassword: "correct-horse-battery", newPassword: "forged-pass-1" },
      ],
      ["POST", "/api/auth/delete-user", { password: "correct-horse-battery" }],
      ["POST", "/api/auth/sign-in/email", { email: "x@example.com", password: "whatever-1" }],
      ["POST", "/api/auth/request-password-reset", { email: "x@example.com", redirectTo: "/reset-password" }],
    ];

    it.each(crossSite)(
      "refuses app and auth routes with %s, and changes nothing",
      async (_label, headers) => {
        const victim = await signUpUser(server);
        const own = await victim.client.post("/api/case-studies/dcf/check", {
          seed: 1,
          answers: { "Sales 2025": "-1" },
        });
        const exerciseId: string = own.json.exerciseId;
        for (const [method, path, body] of requests) {
          const target = path.replace("{exercise}", exerciseId);
          const response = await victim.client.request(method, target, body, headers);
          expect(response.status, `${method} ${target}`).toBe(403);
          expect(response.json.error.code).toBe("FORBIDDEN_ORIGIN");
          expect(response.headers.getSetCookie()).toEqual([]);
        }
        // Still signed in, same profile, same history, one attempt only, password unchanged.
        const profile = await victim.client.get("/api/profile");
        expect(profile.status).toBe(200);
        expect(profile.json.profile.school).toBe("HEC Paris");
        expect(profile.json.stats.completed).toBe(1);
        expect((await victim.client.get("/api/my-answers")).json.answers).toEqual([]);
        const again = await new TestClient(server.url).post("/api/auth/sign-in/email", {
          email: victim.email,
          password: victim.password,
        });
        expect(again.status).toBe(200);
      },
    );
  });

  it("stops a sign-in brute force with a 429, even for the right password, and says when to retry", async () => {
    const attacker = new TestClient(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15 && statuses.at(-1) !== 429; attempt += 1) {
      const guess = await attacker.post("/api/auth/sign-in/email", {
        email: alice.email,
        password: `guess-${attempt}`,
      });
      statuses.push(guess.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const right = await attacker.post("/api/auth/sign-in/email", {
      email: alice.email,
      password: alice.password,
    });
    expect(right.status).toBe(429);
    expect(right.json.error).toEqual({ code: "RATE_LIMITED", message: expect.stringMatching(/too many/i) });
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it("never puts a secret, a stack trace or SQL in a response, even to error-inducing requests", async () => {
    const hashes = await server.database.db.selectFrom("account").select("password").execute();
    const sessions = await server.database.db.selectFrom("session").select(["token", "userId"]).execute();
    const aliceTokens = sessions
      .filter((session) => session.userId === alice.id)
      .map((session) => session.token);
    expect(hashes.length).toBeGreaterThan(0);
    expect(aliceTokens.length).toBeGreaterThan(0);

    const forged = new TestClient(server.url);
    const probes: Array<[TestClient, string, string, unknown?, Record<string, string>?]> = [
      [bob.client, "POST", "/api/case-studies/dcf/check", "{not json"],
      [bob.client, "POST", "/api/case-studies/dcf/check", { seed: "1; drop table exercise", answers: [] }],
      [bob.client, "POST", "/api/case-studies/dcf/check", { seed: 1e308, answers: { WACC: { $gt: "" } } }],
      [
        bob.client,
        "POST",
        "/api/case-studies/lbo/check",
        `{"seed":1,"answers":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
      ],
      [bob.client, "GET", "/api/case-studies/lbo'--/new?seed=1%20or%201=1"],
      [bob.client, "GET", "/api/exercises?cursor=2026-13-45T99:99:99.000Z%7C'%20or%201=1--"],
      [bob.client, "GET", "/api/exercises?limit=-1"],
      [bob.client, "GET", "/api/exercises/'%20or%20'1'='1"],
      [bob.client, "GET", "/api/exercises/%00"],
      [bob.client, "DELETE", "/api/exercises/1%3B%20delete%20from%20exercise"],
      [bob.client, "POST", "/api/evaluate-answer", { questionId: "' or 1=1 --", answer: "x" }],
      [bob.client, "POST", "/api/evaluate-answer", { questionId, answer: "a\u0000b" }],
      [
        bob.client,
        "POST",
        "/api/evaluate-answer",
        { questionId, answer: "x".repeat(70_000) },
        { connection: "close" },
      ],
      [
        bob.client,
        "POST",
        "/api/account/resend-verification",
        { email: alice.email, password: "wrong-password" },
      ],
      [bob.client, "POST", "/api/account/resend-verification", "[]", { "content-type": "text/plain" }],
      [bob.client, "POST", "/api/auth/sign-in/email", "{bad json"],
      [bob.client, "POST", "/api/auth/sign-in/email", { email: alice.email, password: "wrong-password" }],
      [bob.client, "POST", "/api/auth/sign-in/email", { email: { $ne: null }, password: ["x"] }],
      [bob.client, "POST", "/api/auth/sign-up/email", { email: alice.email, password: "short" }],
      [
        bob.client,
        "POST",
        "/api/auth/sign-up/email",
        { email: alice.email, password: "long-enough-1", name: {}, firstName: 1 },
      ],
      [
        bob.client,
        "POST",
        "/api/auth/reset-password",
        { token: aliceTokens[0], newPassword: "taken-over-1" },
      ],
      [bob.client, "POST", "/api/auth/reset-password", { token: "x\u0000", newPassword: "taken-over-1" }],
      [bob.client, "GET", "/api/auth/verify-email?token=eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jIn0."],
      [bob.client, "GET", "/api/auth/verify-email?token=x&callbackURL=0"],
      [bob.client, "POST", "/api/auth/update-user", { name: { toString: 1 }, image: [] }],
      [bob.client, "POST", "/api/auth/delete-user", {}],
      [
        bob.client,
        "POST",
        "/api/auth/change-password",
        { currentPassword: "wrong-password", newPassword: "x" },
      ],
      [bob.client, "GET", "/api/auth/list-sessions"],
      [bob.client, "GET", "/api/auth/get-session"],
      [bob.client, "GET", "/api/auth/no-such-endpoint"],
      [bob.client, "GET", "/api/no-such-endpoint"],
      [bob.client, "GET", "/api/profile/export"],
      [forged, "GET", "/api/profile", undefined, { cookie: `better-auth.session_token=${aliceTokens[0]}` }],
      [
        forged,
        "GET",
        "/api/auth/get-session",
        undefined,
        { cookie: `better-auth.session_token=${aliceTokens[0]}.forged` },
      ],
    ];
    for (const [client, method, path, body, headers] of probes) {
      const response: TestResponse = await client.request(method, path, body, headers);
      const where = `${method} ${path} → ${response.status} ${response.text.slice(0, 200)}`;
      expect(response.status, where).toBeLessThan(500);
      expect(response.text, where).not.toContain(testAuthSecret);
      expect(response.text, where).not.toMatch(passwordHash);
      for (const { password } of hashes) if (password) expect(response.text, where).not.toContain(password);
      for (const token of aliceTokens) expect(response.text, where).not.toContain(token);
      expect(response.text, where).not.toMatch(stackTrace);
      expect(response.text, where).not.toMatch(sqlText);
    }
    // A stolen token is worthless without the cookie's signature.
    const unsigned = { cookie: `better-auth.session_token=${aliceTokens[0]}` };
    expect((await forged.request("GET", "/api/profile", undefined, unsigned)).status).toBe(401);
    expect((await forged.request("GET", "/api/auth/get-session", undefined, unsigned)).json).toBeNull();
  });

  it("answers an unexpected failure with a generic 500 that shows none of the error", async () => {
    const leakyError = new Error(
      `select * from "account" where password = '${testAuthSecret}' (SQLITE_ERROR) at grade (/srv/app/src/coach/index.ts:42:7)`,
    );
    const failingCoach: Coach = {
      grade: async () => {
        throw leakyError;
      },
    };
    const failing = await startTestServer(kind, { coach: failingCoach });
    try {
      const user = await signUpUser(failing);
      const response = await user.client.post("/api/evaluate-answer", { questionId, answer: "Any answer." });
      expect(response.status).toBe(500);
      expect(response.json).toEqual({
        error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." },
      });
      expect(response.text).not.toContain(testAuthSecret);
      expect(response.text).not.toMatch(stackTrace);
      expect(response.text).not.toMatch(sqlText);
    } finally {
      await failing.close();
    }
  });

  it("returns XSS payloads in names, school and answers as inert JSON strings", async () => {
    const payloads = {
      firstName: "<script>alert('first')</script>",
      lastName: '"><img src=x onerror=alert(1)>',
      school: "</script><svg onload=alert(document.cookie)>",
      cell: "<iframe src=javascript:alert(1)>",
      essay: "<a href=\"javascript:alert('essay')\">click</a> {{constructor.constructor('alert(1)')()}}",
    };
    const owner = await signUpUser(server, { firstName: payloads.firstName });
    const update = await owner.client.post("/api/auth/update-user", {
      lastName: payloads.lastName,
      school: payloads.school,
    });
    expect(update.status).toBe(200);
    const checked = await owner.client.post("/api/case-studies/dcf/check", {
      seed: 4,
      answers: { "Sales 2025": payloads.cell },
    });
    await owner.client.post("/api/evaluate-answer", { questionId, answer: payloads.essay });

    const responses = [
      await owner.client.get("/api/profile"),
      await owner.client.get(`/api/exercises/${checked.json.exerciseId}`),
      await owner.client.get("/api/my-answers"),
      await owner.client.get("/api/profile/export"),
      await owner.client.get("/api/auth/get-session"),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const [profile, exercise, mine, exported] = responses.map((response) => response.json);
    expect(profile.profile).toMatchObject({
      firstName: payloads.firstName,
      lastName: payloads.lastName,
      school: payloads.school,
    });
    expect(exercise.exercise.userAnswers["Sales 2025"]).toBe(payloads.cell);
    expect(mine.answers[0].answer).toBe(payloads.essay);
    expect(exported.bestAnswers[0].answer).toBe(payloads.essay);
  });
});

describe("logs over a whole account lifetime, with mail sent over SMTP", () => {
  let mailCatcher: MailCatcher;
  let server: TestServer;
  beforeAll(async () => {
    mailCatcher = await startMailCatcher();
    // Outbox mode prints each mail's link on purpose (a local developer verifies with it, docs/screens.md#accounts);
    // SMTP mode is what production runs, where no token may reach the log.
    server = await startTestServer("sqlite", { smtpUrl: mailCatcher.url });
  });
  afterAll(async () => {
    await server.close();
    await mailCatcher.close();
  });

  /** The link of the newest mail to `to` whose text matches, waiting up to 5 s for it to arrive. */
  const linkIn = async (to: string, subject: RegExp, after = 0): Promise<string> => {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const mail = mailCatcher.mails
        .slice(after)
        .filter((item) => item.to === to && subject.test(item.text))
        .at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail matching ${subject} for ${to}`);
  };

  it("never logs a password, a session token, a verification or reset token", async () => {
    const secrets: string[] = [];
    const client = new TestClient(server.url);
    const email = "lifetime@example.com";
    const firstPassword = "first-password-Zq81";
    const wrongPassword = "wrong-password-Kx27";
    const secondPassword = "second-password-Mv55";
    secrets.push(firstPassword, wrongPassword, secondPassword);
    const keepSessionCookies = (response: TestResponse) => {
      for (const cookie of response.headers
        .getSetCookie()
        .filter((item) => item.includes("session_token="))) {
        const value = decodeURIComponent(cookie.split(";")[0]?.split("=")[1] ?? "");
        if (value.length > 10) secrets.push(value, value.split(".")[0] ?? value);
      }
    };

    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password: firstPassword,
      name: "Life Time",
      firstName: "Life",
      lastName: "Time",
      school: "INSEAD",
    });
    expect(signUp.status).toBe(200);
    await client.post("/api/account/resend-verification", { email, password: firstPassword });
    const verifyLink = await linkIn(email, /Verify your email/);
    secrets.push(new URL(verifyLink).searchParams.get("token") ?? "missing verification token");
    expect((await client.get(verifyLink.replace(/^https?:\/\/[^/]+/, ""))).status).toBe(302);

    expect((await client.post("/api/auth/sign-in/email", { email, password: wrongPassword })).status).toBe(
      401,
    );
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: firstPassword });
    expect(signIn.status).toBe(200);
    keepSessionCookies(signIn);

    expect(
      (await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }))
        .status,
    ).toBe(200);
    const resetLink = await linkIn(email, /Reset your password/);
    const resetToken = new URL(resetLink).searchParams.get("token") ?? "missing reset token";
    secrets.push(resetToken);
    expect(
      (await client.post("/api/auth/reset-password", { token: resetToken, newPassword: secondPassword }))
        .status,
    ).toBe(200);
    const again = await client.post("/api/auth/sign-in/email", { email, password: secondPassword });
    expect(again.status).toBe(200);
    keepSessionCookies(again);

    const evaluation = await client.post("/api/evaluate-answer", {
      questionId,
      answer: "Depreciation lowers EBITDA-based taxes and raises cash flow.",
    });
    expect(evaluation.status).toBe(200);
    expect(
      (await client.post("/api/case-studies/dcf/check", { seed: 2, answers: { "Sales 2025": "-1" } })).status,
    ).toBe(200);
    expect((await client.get("/api/profile/export")).status).toBe(200);
    expect((await client.post("/api/auth/delete-user", { password: secondPassword })).status).toBe(200);

    // The mail went over SMTP, and the log says so without its link.
    expect(mailCatcher.mails.length).toBeGreaterThanOrEqual(3);
    expect(server.logLines.some((line) => line.includes('"mail sent"'))).toBe(true);
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    const log = server.logLines.join("\n");
    for (const secret of [...secrets, testAuthSecret]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/session_token|token=|passw(or)?d"?\s*[:=]\s*"?[^"[]/i);
  });
});
