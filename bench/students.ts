import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../src/server/db/database";
import type { Database } from "../src/server/db/schema";

/** The benchmark server's AUTH_SECRET (bench/servers/bench-server.ts), to sign stored students' cookies. */
export const BENCH_AUTH_SECRET = "benchmark-secret-benchmark-secret-0123456789";

/**
 * Stores `count` verified students, each with a live session, straight in Better Auth's tables, and
 * returns the cookie each one's browser would send. Sign-up is rate-limited per address and mails a
 * verification link, so thousands of students cannot come in through it in a benchmark's time.
 */
export async function seedStudents(
  db: Kysely<Database>,
  kind: DatabaseKind,
  options: { count: number; authSecret: string },
): Promise<Array<{ id: string; cookie: string }>> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const students = Array.from({ length: options.count }, () => ({
    id: randomUUID(),
    token: randomBytes(24).toString("base64url"),
  }));
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let from = 0; from < students.length; from += 500) {
    const slice = students.slice(from, from + 500);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("user")
        .values(
          slice.map(({ id }) => ({
            id,
            name: "Load Student",
            email: `load-${id}@example.com`,
            emailVerified: kind === "postgres" ? true : 1,
            image: null,
            firstName: "Load",
            lastName: "Student",
            school: "Bench",
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })),
        )
        .execute();
      await trx
        .insertInto("session")
        .values(
          slice.map(({ id, token }) => ({
            id: randomUUID(),
            userId: id,
            token,
            expiresAt,
            ipAddress: null,
            userAgent: "bench",
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })),
        )
        .execute();
    });
  }
  return students.map(({ id, token }) => ({ id, cookie: sessionCookie(token, options.authSecret) }));
}

/** Better Auth's signed session cookie: "<token>.<base64 HMAC-SHA256 of the token>", URL-encoded. */
export function sessionCookie(token: string, authSecret: string): string {
  const signature = createHmac("sha256", authSecret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
