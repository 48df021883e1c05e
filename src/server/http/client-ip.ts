import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which peers may name the client in `X-Forwarded-For` (the `TRUST_PROXY` setting): a number of proxy
 * hops in front of the app (every peer is then a proxy), or the address ranges of the trusted proxies.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList };

/** Reads `TRUST_PROXY`: a hop count such as `1`, or a comma-separated list of CIDR ranges or addresses. */
export function parseTrustProxy(
  text: string,
): { ok: true; trust: TrustProxy } | { ok: false; problem: string } {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10
      ? { ok: true, trust: { hops } }
      : {
          ok: false,
          problem: "a hop count must be between 1 and 10 (leave it unset when there is no proxy)",
        };
  }
  const proxies = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    const range = parseRange(entry);
    if (!range) {
      return {
        ok: false,
        problem: `"${entry}" is neither a hop count nor an address range such as 10.0.0.0/8 or fd00::/8`,
      };
    }
    proxies.addSubnet(range.address, range.prefix, range.family);
  }
  return { ok: true, trust: { proxies } };
}

/** The client's address as the app sees it: the TCP peer, or behind a trusted proxy the address it forwarded. */
export function clientIp(c: Context, trust: TrustProxy | undefined): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (!peer) return "unknown";
  return clientAddress(peer, c.req.header("x-forwarded-for"), trust);
}

/**
 * Walks from the socket peer leftwards through `X-Forwarded-For` while the current hop is a trusted
 * proxy, and answers the first address that is not (the client). Without `trust` the header is ignored:
 * any client can write it. An entry that is not an address stops the walk at the last one read.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy | undefined) {
  let client = canonicalAddress(peer) ?? peer;
  if (!trust || !forwardedFor) return client;
  const forwarded = forwardedFor.split(",").reverse();
  for (const [hop, entry] of forwarded.entries()) {
    if (!isTrusted(client, hop, trust)) break;
    const next = canonicalAddress(entry.trim());
    if (!next) break;
    client = next;
  }
  return client;
}

function isTrusted(address: string, hop: number, trust: TrustProxy): boolean {
  if ("hops" in trust) return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.proxies.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * One spelling per address, so that a rate-limit key and a range check see the same client however it
 * was written: IPv6 in its shortest lower-case form, an IPv4-mapped IPv6 address (::ffff:1.2.3.4, as a
 * dual-stack socket reports IPv4 peers) as plain IPv4. Null for anything that is not an address.
 */
export function canonicalAddress(text: string): string | null {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  let shortest: string;
  try {
    shortest = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null; // a zone index (fe80::1%eth0) is an address of this host's own link, never a client's
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(shortest);
  if (!mapped) return shortest;
  const [high, low] = [Number.parseInt(mapped[1] ?? "", 16), Number.parseInt(mapped[2] ?? "", 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function parseRange(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [written = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  const address = canonicalAddress(written);
  if (!address) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  let prefix = prefixText === undefined ? bits : Number(prefixText);
  // A range written in IPv4-mapped form (::ffff:10.0.0.0/104) covers the IPv4 addresses it maps.
  if (family === "ipv4" && isIP(written) === 6 && prefixText !== undefined) prefix -= 96;
  return prefix >= 0 && prefix <= bits ? { address, prefix, family } : null;
}
