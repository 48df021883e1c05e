import type { MiddlewareHandler } from "hono";
import { defaultHeaders, type HeaderList } from "./default-headers";

// Scripts only from this origin, never inline. React and the dialog library set style attributes,
// which cannot run code, hence 'unsafe-inline' for styles only.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const headers: HeaderList = [
  ["Content-Security-Policy", contentSecurityPolicy],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

const overHttps: HeaderList = [
  ...headers,
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
];

/**
 * Security headers on every response, HSTS only on one that goes out over HTTPS (over plain HTTP it would
 * claim a protection the connection does not have). The server itself speaks HTTP, so a PUBLIC_URL on https
 * means a TLS proxy in front of it and every request counts as HTTPS; otherwise only a request whose own URL
 * is https (a TLS socket) does.
 */
export function securityHeaders({ publicUrl }: { publicUrl: string }): MiddlewareHandler {
  const behindHttps = publicUrl.startsWith("https:");
  return defaultHeaders((c) => (behindHttps || c.req.url.startsWith("https:") ? overHttps : headers));
}
