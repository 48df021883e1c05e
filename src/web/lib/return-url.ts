/** A same-site path to go back to after signing in; anything else (another site, `//host`) becomes "/". */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

/** The /login or /register link that brings the user back to `path` afterwards. */
export function authLink(page: "login" | "register", path: string): string {
  return `/${page}?returnUrl=${encodeURIComponent(path)}`;
}
