import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyFromOutbox } from "../test/accounts";
import { TestClient, type TestResponse } from "../test/http-client";
import { testDialects } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

/** The value of the session cookie a response sets (the token, a dot and its signature). */
function sessionCookie(response: TestResponse): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("better-auth.session_token="));
  return decodeURIComponent(cookie?.split(";")[0]?.split("=")[1] ?? "");
}

describe.each(testDialects)("session tokens stay in the cookie on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("leaves the token out of the sign-up, sign-in, change-password and session bodies; the cookie works", async () => {
    const client = new TestClient(server.url);
    const email = `token-${kind}@example.com`;
    const password = "correct-horse-battery";
    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password,
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      school: "HEC Paris",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.json.user.email).toBe(email);
    expect(signUp.json).not.toHaveProperty("token");
    await verifyFromOutbox(server, client, email);

    const signIn = await client.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.email).toBe(email);
    expect(signIn.json).not.toHaveProperty("token");
    const token = sessionCookie(signIn).split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.text).not.toContain(token);

    const session = await client.get("/api/auth/get-session");
    expect(session.json.user.email).toBe(email);
    expect(session.json.session).not.toHaveProperty("token");
    expect(session.text).not.toContain(token);

    // Revoking the other sessions issues a new session, whose token Better Auth also puts in the body.
    const changed = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "another-horse-battery",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.json).not.toHaveProperty("token");
    const newToken = sessionCookie(changed).split(".")[0] ?? "";
    expect(newToken.length).toBeGreaterThan(10);
    expect(changed.text).not.toContain(newToken);
    expect((await client.get("/api/profile")).json.profile.email).toBe(email);
  });
});
