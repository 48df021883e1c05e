import { describe, expect, it } from "vitest";
import { canonicalAddress, clientAddress, parseTrustProxy, type TrustProxy } from "./client-ip";

function trust(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.trust;
}

describe("TRUST_PROXY", () => {
  it("reads a hop count or a list of ranges and bare addresses, IPv4 and IPv6", () => {
    expect(trust("1")).toEqual({ hops: 1 });
    expect(trust(" 2 ")).toEqual({ hops: 2 });
    const ranges = trust("10.0.0.0/8, 192.168.1.7,fd00::/8, ::ffff:172.16.0.0/108");
    expect("proxies" in ranges).toBe(true);
  });

  it("refuses what it cannot read, saying what it expected", () => {
    for (const text of [
      "0",
      "11",
      "yes",
      "10.0.0.0/33",
      "10.0.0.0/8/1",
      "fd00::/129",
      "10.0.0.0/x",
      "10.0.0.0/8,",
      "::ffff:10.0.0.0/64",
    ]) {
      const parsed = parseTrustProxy(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toMatch(/hop count/);
    }
  });
});

describe("the client address", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", undefined)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", undefined, trust("1"))).toBe("198.51.100.7");
  });

  it("with a hop count, is the forwarded address that many hops from the right", () => {
    const forwarded = "192.0.2.1, 203.0.113.9, 10.0.0.2";
    expect(clientAddress("10.0.0.1", forwarded, trust("1"))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.1", forwarded, trust("2"))).toBe("203.0.113.9");
    // Fewer hops in the header than trusted: the furthest one there is.
    expect(clientAddress("10.0.0.1", "203.0.113.9", trust("3"))).toBe("203.0.113.9");
  });

  it("with ranges, skips trusted proxies from the right and ignores a header from an untrusted peer", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8:a::/48");
    // The client wrote 192.0.2.66 itself; the proxy appended the address it saw.
    expect(clientAddress("10.0.0.1", "192.0.2.66, 203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.1", "192.0.2.66, 203.0.113.9, 10.1.1.1", proxies)).toBe("203.0.113.9");
    // A spoofed header sent straight to the app, not through a proxy, changes nothing.
    expect(clientAddress("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
    expect(clientAddress("2001:db8:a::5", "2001:DB8:b::1", proxies)).toBe("2001:db8:b::1");
    expect(clientAddress("2001:db8:b::5", "203.0.113.9", proxies)).toBe("2001:db8:b::5");
    // Every hop trusted: the furthest one.
    expect(clientAddress("10.0.0.1", "10.0.0.9", proxies)).toBe("10.0.0.9");
  });

  it("reads IPv4-mapped IPv6 addresses as IPv4, from the socket and from the header, and against IPv4 ranges", () => {
    const proxies = trust("127.0.0.0/8");
    expect(clientAddress("::ffff:127.0.0.1", "::ffff:203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:7f00:1", "203.0.113.9", trust("::ffff:127.0.0.0/104"))).toBe("203.0.113.9");
  });

  it("stops at an entry that is not an address, answering the last address it could read", () => {
    expect(clientAddress("10.0.0.1", "unknown", trust("1"))).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", "203.0.113.9:4711, 10.0.0.2", trust("10.0.0.0/8"))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.1", "", trust("1"))).toBe("10.0.0.1");
  });

  it("has one spelling per address", () => {
    expect(canonicalAddress("0:0:0:0:0:ffff:102:304")).toBe("1.2.3.4");
    expect(canonicalAddress("2001:DB8:0:0::1")).toBe("2001:db8::1");
    expect(canonicalAddress("::1")).toBe("::1");
    expect(canonicalAddress("fe80::1%eth0")).toBeNull();
    expect(canonicalAddress("example.com")).toBeNull();
  });
});
