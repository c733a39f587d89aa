import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

/** Whether the hop at `address`, `index` hops from the API (0 = the socket's peer), is a proxy the API trusts. */
export type TrustProxy = (address: string, index: number) => boolean;

export const trustNoProxy: TrustProxy = () => false;

/**
 * The trusted proxies, as `TRUST_PROXY` names them (Express's `trust proxy` setting): a number of hops in front of
 * the API (`1` for the shell's own proxy, `2` with a load balancer before it), or a comma-separated list of
 * addresses and ranges (`loopback, 10.0.0.0/8`, with `proxy-addr`'s names `loopback`, `linklocal`, `uniquelocal`).
 * `0`, `false` or empty trusts none. An unusable value throws, so a typo cannot silently trust everyone.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "false") return trustNoProxy;
  if (text === "true") return (_address, index) => index < 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, index) => index < hops;
  }
  const list = text.split(",").map((item) => item.trim());
  if (list.some((item) => item === "")) throw new Error(`"${text}" has an empty entry`);
  return proxyaddr.compile(list);
}

/**
 * The key per-address throttles count by: an IPv4 address as it is, an IPv6 client by its /64 (one subscriber's
 * network, from which a client can pick any of 2^64 addresses), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function throttleKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() without a socket.
    return "unknown";
  }
}

/**
 * The client's address: `X-Forwarded-For` walked from the right past trusted hops only, starting at the socket's
 * peer (never a header), so a client cannot forge its way past the per-address throttles; an untrusted peer's
 * headers are ignored.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const forwardedFor = c.req.header("x-forwarded-for");
  const request = {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    connection: { remoteAddress: socketAddress(c) },
  };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/** The caller's address as the per-address throttles count it. */
export const clientAddress = (c: Context, trust: TrustProxy): string => throttleKeyOf(clientIp(c, trust));
