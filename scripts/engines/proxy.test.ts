import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EMAILJS_SEND_PATH } from "../../app/contact/embedded";
import { freePort } from "./drivers";
import { type FailingProxy, startProxy } from "./proxy";

const CHUNK = "/assets/scene-stage-Ab12_x.js";

describe("the failing proxy", () => {
  let upstream: Server;
  let proxy: FailingProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(`upstream ${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    proxy = await startProxy(await freePort(), (upstream.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("passes requests through", async () => {
    const response = await fetch(`${proxy.url}/products?x=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("upstream GET /products?x=1");
  });

  it("fails the viewer's code once after failNextViewer, then serves it", async () => {
    expect((await fetch(`${proxy.url}${CHUNK}`)).status).toBe(200);
    proxy.failNextViewer();
    expect((await fetch(`${proxy.url}${CHUNK}`)).status).toBe(503);
    expect((await fetch(`${proxy.url}${CHUNK}`)).status).toBe(200);
    expect(proxy.viewerRequests.map((each) => each.failed)).toEqual([true, false]);
  });

  it("fails enquiries while failSends is set", async () => {
    const send = () => fetch(`${proxy.url}${EMAILJS_SEND_PATH}`, { method: "POST", body: "{}" });
    proxy.failSends = true;
    expect((await send()).status).toBe(500);
    proxy.failSends = false;
    expect(await (await send()).text()).toBe(`upstream POST ${EMAILJS_SEND_PATH}`);
  });
});
