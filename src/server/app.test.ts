import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, verifyFromOutbox } from "./test/accounts";
import { TestClient } from "./test/http-client";
import { testDialects } from "./test/test-database";
import { latestMailLink, mailsTo, startTestServer, type TestServer } from "./test/test-server";

describe.each(testDialects)("app foundation on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("reports health and the database in use", async () => {
    const response = await new TestClient(server.url).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok", database: kind });
  });

  it("signs up, refuses sign-in until verified, verifies from the outbox mail, then signs in and out", async () => {
    const client = new TestClient(server.url);
    const email = `flow-${kind}@example.com`;
    const password = "a-long-password";
    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password,
      name: "Grace Hopper",
      firstName: "Grace",
      lastName: "Hopper",
      school: "Yale",
    });
    expect(signUp.status).toBe(200);

    const early = await client.post("/api/auth/sign-in/email", { email, password });
    expect(early.status).toBe(403);
    expect(early.json.code).toBe("EMAIL_NOT_VERIFIED");

    const link = latestMailLink(server.outboxDir, email, /Verify your email/);
    expect(link).toContain(`${server.url}/api/auth/verify-email?token=`);
    await verifyFromOutbox(server, client, email);

    const signIn = await client.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    // Served over plain HTTP (an http PUBLIC_URL): no HSTS, which would claim a protection it lacks.
    expect(signIn.headers.get("strict-transport-security")).toBeNull();
    const session = await client.get("/api/auth/get-session");
    expect(session.json.user).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      school: "Yale",
      emailVerified: true,
    });

    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    await client.post("/api/auth/sign-out");
    const after = await client.get("/api/auth/get-session");
    expect(after.json).toBeNull();
  });

  it("refuses a signed-out session's cookie at once, though the server had just seen it signed in", async () => {
    const user = await signUpUser(server);
    const cookie = user.client.cookieHeader();
    const stranger = new TestClient(server.url);
    const asBefore = () => stranger.request("GET", "/api/profile", undefined, { cookie });
    expect((await asBefore()).status).toBe(200);
    expect((await asBefore()).status).toBe(200);
    expect((await user.client.post("/api/auth/sign-out")).status).toBe(200);
    const after = await asBefore();
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("AUTH_REQUIRED");
  });

  it("keeps the profile fields and refuses a sign-up without them", async () => {
    const client = new TestClient(server.url);
    const missing = await client.post("/api/auth/sign-up/email", {
      email: `nofields-${kind}@example.com`,
      password: "a-long-password",
      name: "No Fields",
    });
    expect(missing.status).toBe(400);
  });

  it("never reveals a taken email at sign-up, leaves the account unchanged and tells its owner", async () => {
    const owner = await signUpUser(server);
    const intruder = new TestClient(server.url);
    const again = await intruder.post("/api/auth/sign-up/email", {
      email: owner.email,
      password: "another-password",
      name: "Someone Else",
      firstName: "Someone",
      lastName: "Else",
      school: "Nowhere",
    });
    expect(again.status).toBe(200);
    const withNewPassword = await intruder.post("/api/auth/sign-in/email", {
      email: owner.email,
      password: "another-password",
    });
    expect(withNewPassword.status).toBe(401);
    expect(
      mailsTo(server.outboxDir, owner.email).some((mail) => mail.includes("You already have an account")),
    ).toBe(true);
  });

  it("resends verification only for correct credentials", async () => {
    const client = new TestClient(server.url);
    const email = `resend-${kind}@example.com`;
    await client.post("/api/auth/sign-up/email", {
      email,
      password: "a-long-password",
      name: "Ida Tarbell",
      firstName: "Ida",
      lastName: "Tarbell",
      school: "Allegheny",
    });
    const wrong = await client.post("/api/account/resend-verification", {
      email,
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe("INVALID_CREDENTIALS");
    const unknown = await client.post("/api/account/resend-verification", {
      email: "nobody@example.com",
      password: "x",
    });
    expect(unknown.status).toBe(401);

    const before = mailsTo(server.outboxDir, email).length;
    const sent = await client.post("/api/account/resend-verification", {
      email,
      password: "a-long-password",
    });
    expect(sent.json).toEqual({ status: "sent" });
    expect(mailsTo(server.outboxDir, email).length).toBe(before + 1);

    await verifyFromOutbox(server, client, email);
    const verified = await client.post("/api/account/resend-verification", {
      email,
      password: "a-long-password",
    });
    expect(verified.json).toEqual({ status: "already-verified" });
  });

  it("resets a password from the mailed link", async () => {
    const user = await signUpUser(server);
    const client = new TestClient(server.url);
    const request = await client.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });
    expect(request.status).toBe(200);
    const link = latestMailLink(server.outboxDir, user.email, /Reset your password/);
    const token = new URL(link).searchParams.get("token");
    expect(new URL(link).pathname).toBe("/reset-password");
    const reset = await client.post("/api/auth/reset-password", { token, newPassword: "brand-new-password" });
    expect(reset.status).toBe(200);
    expect(
      (await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await client.post("/api/auth/sign-in/email", { email: user.email, password: "brand-new-password" }))
        .status,
    ).toBe(200);
  });

  it("answers malformed JSON with 400 and the JSON error shape", async () => {
    const response = await new TestClient(server.url).post("/api/account/resend-verification", "{not json");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: { code: "INVALID_JSON", message: expect.any(String) } });
  });

  it("answers an unknown /api path with a JSON 404, never the web app", async () => {
    const response = await new TestClient(server.url).get("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.json.error.code).toBe("NOT_FOUND");
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await new TestClient(server.url).post("/api/account/resend-verification", {
      email: "a@example.com",
      password: "x".repeat(200_000),
    });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a chunked body over the size limit with 413 while it streams in", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        new URL("/api/account/resend-verification", server.url),
        { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", reject);
      req.write(`{"email":"a@example.com","password":"`);
      for (let chunk = 0; chunk < 20; chunk += 1) req.write("x".repeat(5_000));
      req.end(`"}`);
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("sends the security headers with API answers, errors and Better Auth's own answers", async () => {
    const client = new TestClient(server.url);
    const responses = [
      await client.get("/api/health"),
      await client.get("/api/does-not-exist"),
      await client.post("/api/account/resend-verification", "{not json"),
      await client.get("/api/auth/get-session"),
    ];
    for (const response of responses) {
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });

  it("refuses a cross-origin sign-in", async () => {
    const user = await signUpUser(server);
    const response = await new TestClient(server.url).post(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe("FORBIDDEN_ORIGIN");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("rate-limits sign-in attempts with a 429 and a readable message", async () => {
    const client = new TestClient(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await client.post("/api/auth/sign-in/email", {
        email: "brute@example.com",
        password: `guess-${attempt}`,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.json.message ?? response.json.error?.message).toMatch(/too many/i);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("never logs passwords, cookies or tokens", () => {
    const log = server.logLines.join("\n");
    expect(log).not.toContain("correct-horse-battery");
    expect(log).not.toContain("a-long-password");
    expect(log).not.toMatch(/better-auth\.session_token/);
  });
});

describe("secure cookies behind https", () => {
  it("marks the session cookie Secure and sends HSTS when PUBLIC_URL is https", async () => {
    const server = await startTestServer("sqlite", { publicUrl: "https://practice.example" });
    try {
      const client = new TestClient(server.url);
      const email = "secure@example.com";
      await client.post(
        "/api/auth/sign-up/email",
        { email, password: "a-long-password", name: "S C", firstName: "S", lastName: "C", school: "X" },
        { origin: "https://practice.example" },
      );
      const link = latestMailLink(server.outboxDir, email, /Verify your email/);
      await client.get(link.replace("https://practice.example", ""));
      const signIn = await client.post(
        "/api/auth/sign-in/email",
        { email, password: "a-long-password" },
        { origin: "https://practice.example" },
      );
      const cookie = signIn.headers.getSetCookie().find((value) => value.includes("session_token="));
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(signIn.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    } finally {
      await server.close();
    }
  });
});

// Found by the API fuzzer (src/server/fuzz.test.ts): Better Auth's routes answered these with a 500
// or with a body outside the JSON error contract.
describe.each(testDialects)("auth routes with malformed input on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a NUL character with a 400 (PostgreSQL failed the query: a 500)", async () => {
    const client = new TestClient(server.url);
    for (const [path, body] of [
      ["/api/auth/reset-password", { token: "abc\u0000", newPassword: "brand-new-password" }],
      [
        "/api/auth/sign-up/email",
        {
          email: "nul@example.com",
          password: "a-long-password",
          name: "N\u0000",
          firstName: "N",
          lastName: "U",
          school: "L",
        },
      ],
    ] as const) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(400);
      expect(response.json.error.code).toBe("INVALID_CHARACTER");
    }
  });

  it("refuses a profile update whose name or image is not text (an object was a 500, a number was stored)", async () => {
    const user = await signUpUser(server);
    for (const body of [{ name: {} }, { name: ["x"] }, { name: 1 }, { image: {} }]) {
      const response = await user.client.post("/api/auth/update-user", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toEqual({ code: "INVALID_REQUEST", message: expect.any(String) });
    }
    const session = await user.client.get("/api/auth/get-session");
    expect(session.json.user.name).toBe("Ada Lovelace");
  });

  it("checks callback URLs under test as in production (a bare number was a 500)", async () => {
    const user = await signUpUser(server);
    const response = await user.client.get("/api/auth/verify-email?token=x&callbackURL=0");
    expect(response.status).toBe(403);
    expect(response.json.code).toBe("INVALID_CALLBACK_URL");
  });

  it("answers an unknown auth path, a wrong method and malformed JSON in the JSON error shape", async () => {
    const client = new TestClient(server.url);
    for (const response of [
      await client.get("/api/auth/no-such-endpoint"),
      await client.post("/api/auth/no-such-endpoint", {}),
      await client.get("/api/auth/sign-in/email"),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("NOT_FOUND");
    }
    // Better Auth printed this one to the console (a failed test here) instead of the structured log.
    const malformed = await client.post("/api/auth/sign-in/email", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ code: "BAD_REQUEST", message: expect.any(String) });
  });

  it("switches off the endpoints the app does not use, so page scripts never see a session token", async () => {
    const user = await signUpUser(server);
    const session = await user.client.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(JSON.stringify(session.json)).not.toMatch(/"token"/);
    for (const response of [
      await user.client.get("/api/auth/list-sessions"),
      await user.client.post("/api/auth/update-session", {}),
      await user.client.post("/api/auth/change-email", { newEmail: "other@example.com" }),
      await user.client.post("/api/auth/sign-in/social", { provider: "google" }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("NOT_FOUND");
    }
    const still = await server.database.db
      .selectFrom("user")
      .select("email")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(still.email).toBe(user.email);
  });

  it("refuses a sign-up whose name or email is longer than any real one", async () => {
    const client = new TestClient(server.url);
    const valid = { password: "a-long-password", firstName: "A", lastName: "B", school: "S" };
    const longName = await client.post("/api/auth/sign-up/email", {
      ...valid,
      email: "long-name@example.com",
      name: "n".repeat(300),
    });
    const longEmail = await client.post("/api/auth/sign-up/email", {
      ...valid,
      email: `${"e".repeat(250)}@example.com`,
      name: "A B",
    });
    for (const response of [longName, longEmail]) {
      expect(response.status).toBe(400);
      expect(response.json.code).toBe("INVALID_REQUEST");
    }
    const stored = await server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "in", ["long-name@example.com", `${"e".repeat(250)}@example.com`])
      .execute();
    expect(stored).toEqual([]);
  });
});
