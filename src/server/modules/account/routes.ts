import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Auth } from "../../auth";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/request-validation";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import { findCredentialByEmail } from "./repository";

const resendSchema = z.object({
  email: z.string().trim().email("must be a valid email address").max(254),
  password: z.string().min(1, "is required").max(128),
});

// The hash of a random password, compared against when the email is unknown.
let unknownUserHash: Promise<string> | undefined;

const invalidCredentials = () => new ApiError(401, "INVALID_CREDENTIALS", "Invalid email or password.");

/** Account routes that Better Auth does not provide. */
export function accountRoutes({
  db,
  auth,
  rateLimit,
}: {
  db: Kysely<Database>;
  auth: Auth;
  rateLimit: RateLimitRule;
}) {
  return new Hono<AppEnv>().post("/resend-verification", jsonBody(resendSchema), async (c) => {
    await enforceRateLimit(db, `resend:${c.var.clientIp}`, rateLimit);
    const { email, password } = c.req.valid("json");
    const credential = await findCredentialByEmail(db, email);
    const context = await auth.$context;
    // Verify a password even for an unknown email, so timing does not reveal which emails exist.
    unknownUserHash ??= context.password.hash(randomUUID());
    const passwordMatches = await context.password.verify({
      hash: credential?.passwordHash ?? (await unknownUserHash),
      password,
    });
    if (!credential?.passwordHash || !passwordMatches) throw invalidCredentials();
    if (credential.emailVerified) return c.json({ status: "already-verified" as const });
    await auth.api.sendVerificationEmail({
      body: { email: credential.email, callbackURL: "/login?verified=1" },
    });
    return c.json({ status: "sent" as const });
  });
}
