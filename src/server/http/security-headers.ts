import { secureHeaders } from "hono/secure-headers";

/** Security headers for every response; scripts only from this origin, never inline. */
export const securityHeaders = (options: { allowDevServer?: string } = {}) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and dialog libraries set style attributes; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(options.allowDevServer ? [options.allowDevServer] : [])],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
