/**
 * Who a request comes from, for per-client limits. Served directly, that is the connection's own
 * address. Behind a reverse proxy (a TLS terminator, a platform's router) every connection comes
 * from the proxy, so all visitors would share one limit: `TRUST_PROXY` names the proxies whose
 * `X-Forwarded-For` may be believed, and the client is then the first address no trusted proxy
 * added. An untrusted client can put anything in that header, so it is never read by default.
 */
import type { IncomingMessage } from "node:http";

import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

const TRUST_NOBODY: TrustProxy = () => false;

/**
 * Reads `TRUST_PROXY`: empty for no proxy; a number of proxy hops in front of the server (`1` for
 * one reverse proxy); or the proxies' addresses and subnets, comma-separated, where `loopback`,
 * `linklocal` and `uniquelocal` name the private ranges (`loopback` for a proxy on this machine).
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = setting?.trim() ?? "";
  if (value === "" || value === "0" || value === "false") return TRUST_NOBODY;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const list = value.split(",").map((part) => part.trim());
  try {
    return proxyAddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY: "${value}" is neither a number of proxies nor a list of addresses and subnets ` +
        `(such as "loopback" or "10.0.0.0/8"): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * The key a client's requests are counted under: its IPv4 address, or the /64 network of its IPv6
 * address, since one household or server is routinely given a whole /64 to pick addresses from.
 */
export function clientKey(req: IncomingMessage, trust: TrustProxy = TRUST_NOBODY): string {
  const address = req.socket.remoteAddress ? proxyAddr(req, trust) : undefined;
  if (!address || !ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}
