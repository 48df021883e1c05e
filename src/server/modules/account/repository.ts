import type { Kysely } from "kysely";
import { preparedQuery } from "../../db/prepared-query";
import { type Database, toIsoString } from "../../db/schema";
import type { SessionUser } from "../../http/app-env";

export interface Credential {
  userId: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
}

/** The email/password credential of the user with this email, if any. */
export async function findCredentialByEmail(db: Kysely<Database>, email: string): Promise<Credential | null> {
  const row = await db
    .selectFrom("user")
    .leftJoin("account", (join) =>
      join.onRef("account.userId", "=", "user.id").on("account.providerId", "=", "credential"),
    )
    .select(["user.id", "user.email", "user.emailVerified", "account.password"])
    .where("user.email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    passwordHash: row.password,
  };
}

/** The user of an unexpired session token (Better Auth's session table), as the routes see it, and when it expires. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "user.id",
      "user.email",
      "user.emailVerified",
      "user.firstName",
      "user.lastName",
      "user.school",
      "user.createdAt",
      "session.expiresAt",
    ])
    .where("session.token", "=", token)
    .executeTakeFirst();
  const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
  if (!row || expiresAt <= now.getTime()) return null;
  return {
    user: {
      id: row.id,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      firstName: row.firstName,
      lastName: row.lastName,
      school: row.school,
      createdAt: toIsoString(row.createdAt),
    },
    expiresAt,
  };
}

/**
 * An update that changes nothing: it locks the user's row on PostgreSQL, and takes the database's write
 * lock on SQLite, until the transaction ends. Writes that read the user's state first (best answer, review
 * card, recent scores) take it, so that two requests of one user are saved one after the other.
 */
export async function lockUser(trx: Kysely<Database>, userId: string): Promise<void> {
  await updateNothing(trx, { userId });
}

const updateNothing = preparedQuery<{ userId: string }>((db, param) =>
  db
    .updateTable("user")
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("id", "=", param("userId")),
);
