export { safeReturnUrl, verifiedSignInPath } from "../../contract/return-url";

/** The /login or /register link that brings the user back to `path` afterwards. */
export function authLink(page: "login" | "register", path: string): string {
  return `/${page}?returnUrl=${encodeURIComponent(path)}`;
}
