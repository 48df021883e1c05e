import type { MiddlewareHandler } from "hono";
import { defaultHeaders } from "./default-headers";

const noStore = [["Cache-Control", "no-store"]] as const;

/**
 * Every API answer is private unless its route says otherwise: `no-store` keeps a profile, a history or an
 * export out of browser and proxy caches, whichever route forgets to ask. A route serving the same public
 * data to everyone may opt into caching by setting its own Cache-Control.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return defaultHeaders(() => noStore);
}
