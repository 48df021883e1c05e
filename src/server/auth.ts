import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import { verifiedSignInPath } from "../contract/return-url";
import type { DatabaseKind } from "./db/database";
import type { Database } from "./db/schema";
import type { Logger } from "./logger";
import type { SendMail } from "./mail";
import { deleteUserTraces } from "./modules/profile/repository";
import type { RateLimitRules } from "./rate-limits";

export interface AuthDeps {
  db: Kysely<Database>;
  kind: DatabaseKind;
  publicUrl: string;
  secret: string;
  sendMail: SendMail;
  logger: Logger;
  rateLimits: RateLimitRules["auth"];
  /** Extra origins allowed to call the auth endpoints (the dev server). */
  trustedOrigins?: string[];
}

// The header the app sets from the client's address (see client-ip.ts); a client-sent value is always overwritten.
export const clientIpHeader = "x-client-ip";

const profileField = z.string().trim().min(1).max(100);

const passwordAgain = "Enter your password to delete your account.";

// Better Auth stores any text as the profile image. The app shows none, but a "javascript:" or "data:" URL
// would wait for a page that does, and an http one would mix plain HTTP into an https page: https only.
const profileImage = z
  .url({ protocol: /^https$/, error: "must be an https:// URL" })
  .max(2048)
  .nullable()
  .optional();

// Checks Better Auth leaves to the app, by endpoint path; a request that fails one gets a 400.
const requestRules: Record<string, z.ZodType> = {
  // Better Auth deletes an account without a password while the session is under a day old; this app
  // always asks for it again, so a borrowed session alone cannot delete the account.
  "/delete-user": z.object({ password: z.string({ error: passwordAgain }).min(1, passwordAgain) }),
  // Better Auth caps neither: a name of a megabyte would be stored and written into every mail.
  "/sign-up/email": z.object({ name: z.string().max(201), email: z.string().max(254), image: profileImage }),
  // Better Auth hands these to the database unchecked: an object fails the query, a number is stored.
  "/update-user": z.object({
    name: z.string().trim().min(1).max(201).optional(),
    image: profileImage,
  }),
};

/** Better Auth with email + password, required email verification, reset, and the profile fields of docs/screens.md#accounts. */
export function createAuth(deps: AuthDeps) {
  const { publicUrl, sendMail } = deps;
  return betterAuth({
    appName: "Finance Interview Practice",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    database: { db: deps.db, type: deps.kind },
    trustedOrigins: [publicUrl, ...(deps.trustedOrigins ?? [])],
    telemetry: { enabled: false },
    // Endpoints the app has no use for are switched off. /list-sessions would hand the tokens of all the
    // user's sessions to page scripts; the others serve social sign-in and email changes, which this
    // app does not offer.
    disabledPaths: [
      "/list-sessions",
      "/update-session",
      "/change-email",
      "/sign-in/social",
      "/link-social",
      "/unlink-account",
      "/account-info",
      "/get-access-token",
      "/refresh-token",
    ],
    // Better Auth's own messages go through the app's structured log (failed sign-ins are warnings).
    logger: {
      level: "warn",
      log: (level, message) => deps.logger[level]("auth", { detail: message }),
    },
    // A refused request still gets its JSON error; an unexpected failure goes on to the app's error
    // handler (structured log, JSON 500 or 503) instead of Better Auth's console output and empty 500.
    onAPIError: { throw: true },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const result = requestRules[ctx.path]?.safeParse(ctx.body ?? {});
        if (result && !result.success) {
          const issue = result.error.issues[0];
          const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_REQUEST",
            message: `${where}${issue?.message ?? "invalid request"}`,
          });
        }
      }),
    },
    user: {
      // Account deletion asks for the password again (Better Auth's /delete-user).
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => deleteUserTraces(deps.db, user.id),
      },
      additionalFields: {
        firstName: { type: "string", required: true, input: true, validator: { input: profileField } },
        lastName: { type: "string", required: true, input: true, validator: { input: profileField } },
        school: { type: "string", required: true, input: true, validator: { input: profileField } },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail({
          to: user.email,
          subject: "Reset your password",
          text: mailText(user.name, [
            "Someone, hopefully you, asked to reset the password of your Finance Interview Practice account.",
            `Choose a new password here (the link works for one hour):\n${link}`,
            "If you did not ask for this, ignore this mail: your password stays as it is.",
          ]),
          link,
        });
      },
      // Sign-up never reveals whether an email is taken; the owner is told instead.
      onExistingUserSignUp: async ({ user }) => {
        const link = `${publicUrl}/login`;
        await sendMail({
          to: user.email,
          subject: "You already have an account",
          text: mailText(user.name, [
            "Someone tried to create a Finance Interview Practice account with this email, which already has one.",
            `If it was you, sign in here, or use "Forgot password?" on that page:\n${link}`,
            "If it was not you, you can ignore this mail.",
          ]),
          link,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url, token }) => {
        const callback = encodeURIComponent(verificationCallback(url));
        const link = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
        await sendMail({
          to: user.email,
          subject: "Verify your email",
          text: mailText(user.name, [
            "Welcome to Finance Interview Practice.",
            `Please confirm your email address by opening this link (it works for 24 hours):\n${link}`,
            "If you did not create an account, you can ignore this mail.",
          ]),
          link,
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        ...deps.rateLimits,
        // Every page load reads the session; a classroom behind one address must not be locked out of it.
        "/get-session": false,
        // The app limits sign-in itself, on the account and the address together (limitSignIn).
        "/sign-in/email": false,
      },
    },
    advanced: {
      // Better Auth skips its origin and callback-URL checks when NODE_ENV is "test"; tests must see what
      // production does.
      disableOriginCheck: false,
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The sign-in page a verification link returns to. Only the returnUrl the client asked to keep is taken from
 * its callbackURL (the page the student was on before registering); the rest is fixed here.
 */
function verificationCallback(url: string): string {
  const asked = new URL(url).searchParams.get("callbackURL") ?? "";
  const returnUrl = asked.startsWith("/")
    ? new URL(asked, "http://callback").searchParams.get("returnUrl")
    : null;
  return verifiedSignInPath(returnUrl);
}

function mailText(name: string, paragraphs: string[]): string {
  return [`Hello ${name},`, ...paragraphs, "Finance Interview Practice"].join("\n\n");
}
