import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { clientKey, parseTrustProxy } from "./client-address";

function fakeRequest(remoteAddress: string, forwardedFor?: string) {
  return {
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe("clientKey", () => {
  it("is the connection's own address unless a proxy is trusted, whatever the client claims", () => {
    expect(clientKey(fakeRequest("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    expect(clientKey(fakeRequest("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64 network", () => {
    expect(clientKey(fakeRequest("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2::/64");
    expect(clientKey(fakeRequest("2001:db8:1:2:bbbb::9"))).toBe("2001:db8:1:2::/64");
  });

  it("believes X-Forwarded-For only as far as TRUST_PROXY says", () => {
    const viaProxy = fakeRequest("127.0.0.1", "198.51.100.9, 203.0.113.50");
    expect(clientKey(viaProxy, parseTrustProxy("1"))).toBe("203.0.113.50");
    expect(clientKey(viaProxy, parseTrustProxy("2"))).toBe("198.51.100.9");
    expect(clientKey(viaProxy, parseTrustProxy("loopback"))).toBe("203.0.113.50");
    expect(clientKey(viaProxy, parseTrustProxy("10.0.0.0/8"))).toBe("127.0.0.1");
    expect(clientKey(viaProxy, parseTrustProxy(""))).toBe("127.0.0.1");
  });

  it("refuses a TRUST_PROXY it cannot read", () => {
    expect(() => parseTrustProxy("my-proxy")).toThrow(/TRUST_PROXY/);
  });
});
