import type { RateLimitRule } from "./modules/rate-limit/repository";

/**
 * Requests per window (seconds) on the sensitive endpoints. The limits on a student's own work are set
 * well above what a person does (a check needs answers typed first), so only scripts ever meet them.
 */
export const rateLimitRules = {
  // Better Auth's endpoints, keyed by client address; counts are shared through the database.
  auth: {
    "/sign-up/email": { window: 60, max: 5 },
    "/request-password-reset": { window: 60, max: 3 },
    "/send-verification-email": { window: 60, max: 3 },
    "/reset-password": { window: 60, max: 5 },
  },
  // Sign-in back-off on the account and the address together: guessing at one account from one place
  // never locks its owner out from another.
  signIn: { window: 60, max: 10 },
  // And on the address alone, for one address trying many accounts: room for a classroom behind one address.
  signInFromAddress: { window: 60, max: 60 },
  // The app's own endpoints.
  resendVerification: { window: 60, max: 5 },
  coachEvaluation: { window: 60, max: 10 },
  // Reading an upload of up to 2 MB costs about a second of CPU; a student uploads one now and then.
  workbookUpload: { window: 60, max: 10 },
  check: { window: 60, max: 120 },
  // Turning a card and ticking its points takes seconds, and each review is a write.
  flashcardReview: { window: 60, max: 60 },
  mockInterviewStart: { window: 60, max: 10 },
} satisfies {
  auth: Record<string, RateLimitRule>;
  [rule: string]: RateLimitRule | Record<string, RateLimitRule>;
};

export type RateLimitRules = typeof rateLimitRules;

/** The same rules with every `max` multiplied: browser tests share one client IP, so they raise the limits. */
export function scaleRateLimits(factor: number): RateLimitRules {
  const scaleAll = (rules: Record<string, RateLimitRule>) =>
    Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, { ...rule, max: rule.max * factor }]),
    );
  const { auth, ...app } = rateLimitRules;
  return { auth: scaleAll(auth), ...scaleAll(app) } as RateLimitRules;
}
