import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../db/database";
import { TestClient } from "./http-client";
import { latestMailLink, type TestServer } from "./test-server";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  client: TestClient;
}

/**
 * Signs up a fresh user over HTTP, verifies the email from the outbox and signs in.
 * With `emailVerified: false` the account is marked unverified afterwards: sign-in itself requires a
 * verified email, so this is the only way a test gets the "signed in, unverified" state of docs/screens.md#accounts.
 */
export async function signUpUser(
  server: TestServer,
  options: { emailVerified?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const client = new TestClient(server.url);
  const firstName = options.firstName ?? "Ada";
  const email = `student-${randomUUID().slice(0, 8)}@example.com`;
  const password = "correct-horse-battery";
  const signUp = await client.post("/api/auth/sign-up/email", {
    email,
    password,
    name: `${firstName} Lovelace`,
    firstName,
    lastName: "Lovelace",
    school: "HEC Paris",
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  await verifyFromOutbox(server, client, email);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const id = String(signIn.json.user.id);
  if (options.emailVerified === false) {
    await server.database.db
      .updateTable("user")
      .set({ emailVerified: server.database.kind === "postgres" ? false : 0 })
      .where("id", "=", id)
      .execute();
  }
  return { id, email, password, firstName, client };
}

/** Follows the verification link of the newest verification mail, as a browser would. */
export async function verifyFromOutbox(server: TestServer, client: TestClient, email: string): Promise<void> {
  const link = latestMailLink(server.outboxDir, email, /Verify your email/);
  const verify = await client.get(link.replace(/^https?:\/\/[^/]+/, ""));
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status} ${verify.text}`);
}

/** Stores a verified user straight in the database, for repository tests that need one to own their rows. */
export async function insertUser({ db, kind }: DatabaseHandle, id: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id,
      name: "Ada Lovelace",
      email: `${id}@example.com`,
      emailVerified: kind === "postgres" ? true : 1,
      image: null,
      firstName: "Ada",
      lastName: "Lovelace",
      school: "HEC Paris",
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}
