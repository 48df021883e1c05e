// A browser drops tabs and newlines from a URL and reads a backslash as a slash, so "/\t/host" or "/\\host"
// would become "//host", another site. No path of the app contains a control character or a backslash.
const controlOrBackslash = /[\p{Cc}\\]/u;

/** A same-site path to go back to after signing in; anything else (another site, `//host`) becomes "/". */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || controlOrBackslash.test(value)) return "/";
  return value;
}

/**
 * Where the email-verification link lands: the sign-in page saying the email is verified, still carrying the
 * page the student was sent to sign in from (the server rebuilds it, so a link never leads off the site).
 */
export function verifiedSignInPath(returnUrl: string | null | undefined): string {
  const back = safeReturnUrl(returnUrl);
  return back === "/" ? "/login?verified=1" : `/login?verified=1&returnUrl=${encodeURIComponent(back)}`;
}
