import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer address of the TCP connection (the only address a client cannot forge). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
