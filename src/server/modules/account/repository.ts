import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

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
