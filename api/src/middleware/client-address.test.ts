import { Hono } from "hono";
import { clientAddress, parseTrustProxy, throttleKeyOf } from "./client-address";

const appWith = (trustProxy: string) =>
  new Hono().get("/", (c) => c.text(clientAddress(c, parseTrustProxy(trustProxy))));
const from = (socket: string, forwardedFor?: string) =>
  [
    "/",
    forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {},
    { incoming: { socket: { remoteAddress: socket } } },
  ] as const;
const addressOf = async (trustProxy: string, socket: string, forwardedFor?: string) =>
  (await appWith(trustProxy).request(...from(socket, forwardedFor))).text();

test("without a trusted proxy the socket address counts, whatever the headers say", async () => {
  expect(await addressOf("0", "10.0.0.7", "6.6.6.6, 203.0.113.9")).toBe("10.0.0.7");
  expect(await addressOf("", "10.0.0.7", "6.6.6.6")).toBe("10.0.0.7");
});

test("one trusted hop (the shell's proxy): the entry that proxy appended counts, not the client's own claim", async () => {
  expect(await addressOf("1", "127.0.0.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
  expect(await addressOf("1", "127.0.0.1")).toBe("127.0.0.1");
});

test("two trusted hops (load balancer, then the shell's proxy): the address the load balancer saw", async () => {
  // A client forging X-Forwarded-For: 6.6.6.6; the balancer appends 198.51.100.4, the shell's proxy the balancer.
  expect(await addressOf("2", "127.0.0.1", "6.6.6.6, 198.51.100.4, 10.1.2.3")).toBe("198.51.100.4");
});

test("trusted address ranges: hops are walked from the right while they are trusted, and no further", async () => {
  const trust = "loopback, 10.0.0.0/8";
  expect(await addressOf(trust, "127.0.0.1", "6.6.6.6, 198.51.100.4, 10.1.2.3")).toBe("198.51.100.4");
  // A caller that is not a trusted proxy is the client, whatever it forwards.
  expect(await addressOf(trust, "198.51.100.9", "10.9.9.9")).toBe("198.51.100.9");
});

test("an IPv6 client counts by its /64; an IPv4-mapped address as IPv4", () => {
  expect(throttleKeyOf("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
  expect(throttleKeyOf("2001:db8:aa:bb:ffff::9")).toBe("2001:db8:aa:bb::/64");
  expect(throttleKeyOf("2001:db8:aa:bc::1")).not.toBe(throttleKeyOf("2001:db8:aa:bb::1"));
  expect(throttleKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(throttleKeyOf("203.0.113.9")).toBe("203.0.113.9");
});

test("an unusable TRUST_PROXY is refused rather than trusting everyone", () => {
  expect(() => parseTrustProxy("10.0.0.0/99")).toThrow();
  expect(() => parseTrustProxy("loopback,,")).toThrow();
});
