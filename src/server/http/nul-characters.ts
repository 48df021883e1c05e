import type { HonoRequest, MiddlewareHandler } from "hono";
import { ApiError } from "./errors";

const nul = "\u0000";

/**
 * Refuses a request whose URL, JSON body or form body carries U+0000. PostgreSQL text cannot hold it,
 * so such a value would fail its query with a 500; it is refused here once, for the app's routes and
 * Better Auth's alike. Other bodies are left unread: the routes refuse them (400 or 415) anyway.
 */
export function refuseNulCharacters(): MiddlewareHandler {
  const refuse = (): never => {
    throw new ApiError(400, "INVALID_CHARACTER", "The request contains a NUL character (U+0000).");
  };
  return async (c, next) => {
    if (c.req.url.includes("%00")) refuse();
    const type = readableBodyType(c.req);
    if (!type) return next();
    if (await bodyHasNul(c.req, type)) refuse();
    return next();
  };
}

/** Which body could carry a NUL for us to find: JSON, a form, or none worth reading. */
function readableBodyType(req: HonoRequest): "json" | "form" | null {
  // A GET or HEAD has no body to read (and asking for it would build a whole web Request).
  if (req.method === "GET" || req.method === "HEAD") return null;
  const type = req.header("content-type") ?? "";
  if (/json/i.test(type)) return "json";
  return /x-www-form-urlencoded/i.test(type) ? "form" : null;
}

async function bodyHasNul(req: HonoRequest, type: "json" | "form"): Promise<boolean> {
  const json = type === "json";
  // Hono caches the text, so the route's own parser reads the same body afterwards.
  const text = await req.text();
  if (!json) return text.includes("%00") && [...new URLSearchParams(text)].some(hasNulEntry);
  // Only the escape can carry it: JSON forbids a raw control character in a string.
  if (!text.includes("\\u0000")) return false;
  try {
    return jsonHasNul(JSON.parse(text));
  } catch {
    return false; // Malformed JSON is the route's to refuse.
  }
}

const hasNulEntry = ([key, value]: [string, string]) => key.includes(nul) || value.includes(nul);

// Iterative, so a deeply nested body cannot overflow the stack; arrays are walked by their entries too.
function jsonHasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes(nul)) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(nul)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
