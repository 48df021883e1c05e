import type { RateLimitRule } from "./modules/rate-limit/repository";

/** Requests per window (seconds) on the sensitive endpoints; counts are shared through the database. */
export const rateLimitRules = {
  // Better Auth's endpoints, keyed by client IP.
  auth: {
    "/sign-in/email": { window: 60, max: 10 },
    "/sign-up/email": { window: 60, max: 5 },
    "/request-password-reset": { window: 60, max: 3 },
    "/send-verification-email": { window: 60, max: 3 },
    "/reset-password": { window: 60, max: 5 },
  },
  // The app's own endpoints.
  resendVerification: { window: 60, max: 5 },
  coachEvaluation: { window: 60, max: 10 },
  // Reading an upload of up to 2 MB costs about a second of CPU; a student uploads one now and then.
  workbookUpload: { window: 60, max: 10 },
} satisfies {
  auth: Record<string, RateLimitRule>;
  resendVerification: RateLimitRule;
  coachEvaluation: RateLimitRule;
  workbookUpload: RateLimitRule;
};

export type RateLimitRules = typeof rateLimitRules;

/** The same rules with every `max` multiplied: browser tests share one client IP, so they raise the limits. */
export function scaleRateLimits(factor: number): RateLimitRules {
  const scale = (rule: RateLimitRule) => ({ ...rule, max: rule.max * factor });
  return {
    auth: Object.fromEntries(
      Object.entries(rateLimitRules.auth).map(([path, rule]) => [path, scale(rule)]),
    ) as RateLimitRules["auth"],
    resendVerification: scale(rateLimitRules.resendVerification),
    coachEvaluation: scale(rateLimitRules.coachEvaluation),
    workbookUpload: scale(rateLimitRules.workbookUpload),
  };
}
