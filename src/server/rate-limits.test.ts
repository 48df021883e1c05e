import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy, type TrustProxy } from "./http/client-ip";
import { signUpUser, type TestUser } from "./test/accounts";
import { TestClient, type TestResponse } from "./test/http-client";
import { testDialects } from "./test/test-database";
import { startTestServer, type TestServer } from "./test/test-server";

// Every server here runs the real rules, not the scaled ones of the browser tests.

const oneHop = (): TrustProxy => {
  const parsed = parseTrustProxy("1");
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.trust;
};

/** A request from the proxy (127.0.0.1) on behalf of the client at `forwardedFor`. */
function viaProxy(server: TestServer, forwardedFor: string) {
  const proxy = new TestClient(server.url, { localAddress: "127.0.0.1" });
  return (body: { email: string; password: string }) =>
    proxy.post("/api/auth/sign-in/email", body, { "x-forwarded-for": forwardedFor });
}

async function sessionAddresses(server: TestServer, userId: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom("session")
    .select("ipAddress")
    .where("userId", "=", userId)
    .execute();
  return rows.map((row) => row.ipAddress ?? "");
}

function expectReadable429(response: TestResponse, message: RegExp): void {
  expect(response.status).toBe(429);
  expect(response.json.error.code).toBe("RATE_LIMITED");
  expect(response.json.error.message).toMatch(message);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(response.headers.getSetCookie()).toEqual([]);
}

const tooMany = /^Too many requests\. Please wait \d+ seconds and try again\.$/;

describe.each(testDialects)("sign-in limits behind a proxy (TRUST_PROXY=1) on %s", (kind) => {
  let server: TestServer;
  let students: TestUser[];
  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: oneHop() });
    students = [];
    // Each signs up from its own loopback address, straight to the app (no header: the socket address).
    for (let batch = 0; batch < 5; batch += 1) {
      students.push(...(await Promise.all(Array.from({ length: 10 }, () => signUpUser(server)))));
    }
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("lets 50 students signing in within a minute from 50 forwarded addresses all in, each at its own address", async () => {
    const started = Date.now();
    const signIns = await Promise.all(
      students.map((student, index) =>
        viaProxy(
          server,
          `198.51.100.9, 203.0.113.${index + 1}`,
        )({
          email: student.email,
          password: student.password,
        }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(signIns.map((response) => response.status)).toEqual(students.map(() => 200));
    for (const [index, student] of students.entries()) {
      expect(await sessionAddresses(server, student.id)).toContain(`203.0.113.${index + 1}`);
    }
  });

  it("after 20 wrong passwords for one account from one address, lets its owner in from another", async () => {
    const [owner, neighbour] = students as [TestUser, TestUser];
    const guess = viaProxy(server, "192.0.2.66");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await guess({ email: owner.email, password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // The guesser's address stays held back on this account, even with the right password...
    expectReadable429(await guess({ email: owner.email, password: owner.password }), tooMany);
    expectReadable429(await guess({ email: owner.email.toUpperCase(), password: owner.password }), tooMany);
    // ...but not on another account, nor the owner anywhere else.
    expect((await guess({ email: neighbour.email, password: neighbour.password })).status).toBe(200);
    const home = viaProxy(server, "192.0.2.7");
    expect((await home({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it("limits one address trying many accounts", async () => {
    const spray = viaProxy(server, "192.0.2.99");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const target = `nobody-${attempt}@example.com`;
      statuses.push((await spray({ email: target, password: "guess" })).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    const [student] = students as [TestUser];
    const elsewhere = viaProxy(server, "192.0.2.100");
    expect((await elsewhere({ email: student.email, password: student.password })).status).toBe(200);
    // 62 sign-ins one after the other, each hashing a password: slow on a busy machine, however right.
  }, 120_000);
});

describe.each(testDialects)("limits without TRUST_PROXY on %s", (kind) => {
  let server: TestServer;
  let now = new Date("2026-05-04T09:00:00.000Z");
  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
  });
  afterAll(async () => {
    await server.close();
  });

  it("counts one address as one client, whatever X-Forwarded-For it makes up", async () => {
    const owner = await signUpUser(server);
    const attacker = new TestClient(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await attacker.post(
        "/api/auth/sign-in/email",
        { email: owner.email, password: `guess-${attempt}` },
        { "x-forwarded-for": `203.0.113.${attempt + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const spoofed = await attacker.post(
      "/api/auth/sign-in/email",
      { email: owner.email, password: owner.password },
      { "x-forwarded-for": "192.0.2.7" },
    );
    expectReadable429(spoofed, tooMany);
    const elsewhere = new TestClient(server.url);
    const signIn = await elsewhere.post(
      "/api/auth/sign-in/email",
      { email: owner.email, password: owner.password },
      { "x-forwarded-for": "192.0.2.8" },
    );
    expect(signIn.status).toBe(200);
    expect(await sessionAddresses(server, owner.id)).toContain(elsewhere.localAddress);
    expect(await sessionAddresses(server, owner.id)).not.toContain("192.0.2.8");
  });

  it("allows 120 checks a minute per student, then answers 429 with Retry-After, and not to others", async () => {
    const [busy, calm] = [await signUpUser(server), await signUpUser(server)];
    const check = (user: TestUser) =>
      user.client.post("/api/case-studies/dcf/check", { seed: 5, answers: { "Sales 2025": "1" } });
    for (let attempt = 0; attempt < 120; attempt += 1) expect((await check(busy)).status).toBe(200);
    const refused = await check(busy);
    expectReadable429(refused, tooMany);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await check(calm)).status).toBe(200);
    // Nothing was saved for the refused check.
    const saved = await server.database.db
      .selectFrom("exercise")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("userId", "=", busy.id)
      .executeTakeFirstOrThrow();
    expect(Number(saved.count)).toBe(120);
  });

  it("keeps at most five mock interviews running per student, and ten starts a minute", async () => {
    const student = await signUpUser(server);
    const start = () => student.client.post("/api/mock-interviews", { track: "ib", minutes: 15 });
    const ids: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = await start();
      expect(started.status).toBe(201);
      ids.push(started.json.id);
    }
    const sixth = await start();
    expectReadable429(
      sixth,
      /^You already have 5 mock interviews running\. The next one ends in 15 minutes: please start a new one then\.$/,
    );
    expect(sixth.headers.get("retry-after")).toBe(String(15 * 60));
    // Another student is not held back.
    expect((await (await signUpUser(server)).client.post("/api/mock-interviews", {})).status).toBe(201);

    // A finished interview no longer counts, nor one past its end.
    expect((await student.client.post(`/api/mock-interviews/${ids[0]}/finish`)).status).toBe(200);
    expect((await start()).status).toBe(201);
    expect((await start()).status).toBe(429);
    now = new Date(now.getTime() + 15 * 60_000);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await start()).status).toBe(201);
    // Eleven starts within the minute (two refused by the cap among them): the last is refused by the rate.
    expectReadable429(await start(), tooMany);
  });
});
