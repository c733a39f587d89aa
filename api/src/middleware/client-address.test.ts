import { Hono } from "hono";
import { clientAddress } from "./client-address";

const appWith = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
const socket = { incoming: { socket: { remoteAddress: "10.0.0.7" } } };
const forwarded = { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } };

test("without a trusted proxy the socket address counts, whatever the headers say", async () => {
  expect(await (await appWith(false).request("/", forwarded, socket)).text()).toBe("10.0.0.7");
});

test("behind a trusted proxy the entry that proxy appended counts, not the client's own claim", async () => {
  expect(await (await appWith(true).request("/", forwarded, socket)).text()).toBe("203.0.113.9");
  expect(await (await appWith(true).request("/", {}, socket)).text()).toBe("10.0.0.7");
});
