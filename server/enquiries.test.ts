// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { EMBEDDED_EMAILJS } from "../app/contact/embedded";
import { enquiriesFile, enquiryStandIn, parseSendRequest } from "./enquiries";

const params = {
  from_name: "Thandi Nkosi",
  from_email: "thandi@example.com",
  message: "A sauna for the garden room, please.",
  mobile: "+27 82 555 0101",
  products: "Aurora, Kaelis",
  location: "Johannesburg, Other",
};

const validBody = {
  lib_version: "4.4.1",
  user_id: EMBEDDED_EMAILJS.publicKey,
  service_id: EMBEDDED_EMAILJS.serviceId,
  template_id: EMBEDDED_EMAILJS.templateId,
  template_params: params,
};

let dir: string;
let file: string;
let server: Server;
let base: string;
let logged: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "enquiries-"));
  file = join(dir, "nested", "enquiries.ndjson");
  logged = [];
  const handler = enquiryStandIn({
    file,
    log: (line) => logged.push(line),
    now: () => new Date("2026-11-21T10:00:00.000Z"),
  });
  server = createServer((req, res) => {
    void Promise.resolve(handler(req, res)).then((handled) => {
      if (!handled) res.writeHead(418).end("not mine");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

const post = (body: unknown) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the enquiry stand-in", () => {
  it("answers 200 OK, appends the enquiry as one JSON line and logs a summary", async () => {
    const response = await post(validBody);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");

    await post({ ...validBody, template_params: { ...params, from_name: "Sipho" } });
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual({
      receivedAt: "2026-11-21T10:00:00.000Z",
      serviceId: "local",
      templateId: "local",
      templateParams: params,
    });
    expect(JSON.parse(lines[1]!).templateParams.from_name).toBe("Sipho");
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(
      /^Enquiry from Thandi Nkosi <thandi@example\.com> \(Aurora, Kaelis; Johannesburg, Other\) saved to .*enquiries\.ndjson$/,
    );
  });

  it("answers the CORS preflight", async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
  });

  it.each([
    ["user_id", undefined, /^The Public Key is required/],
    ["user_id", "someone-else", /^The Public Key is invalid/],
    ["service_id", "", /^The service ID is required/],
    ["service_id", "service_x", /^The service ID is invalid/],
    ["template_id", undefined, /^The template ID is required/],
    ["template_id", 7, /^The template ID is required/],
  ])("refuses %s = %j with 400 and EmailJS's kind of message", async (field, value, message) => {
    const response = await post({ ...validBody, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
    await expect(readFile(file, "utf8")).rejects.toThrow();
    expect(logged).toEqual([]);
  });

  it("refuses a body that is not JSON, and template params that are not an object", async () => {
    expect((await post("{nope")).status).toBe(400);
    expect((await post({ ...validBody, template_params: "hi" })).status).toBe(400);
  });

  it("refuses other methods and leaves other paths alone", async () => {
    const get = await fetch(`${base}/api/v1.0/email/send`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await fetch(`${base}/about`)).status).toBe(418);
  });

  it("refuses an oversized body", async () => {
    const response = await post({ ...validBody, template_params: { message: "x".repeat(70_000) } });
    expect(response.status).toBe(413);
  });
});

describe("parseSendRequest", () => {
  it("stores non-string template values as JSON text", () => {
    const result = parseSendRequest(
      JSON.stringify({ ...validBody, template_params: { count: 2 } }),
    );
    expect(result.ok && result.enquiry.templateParams).toEqual({ count: "2" });
  });
});

describe("enquiriesFile", () => {
  it("defaults to var/enquiries.ndjson in the project and honours a setting", () => {
    expect(enquiriesFile(undefined)).toMatch(/\/var\/enquiries\.ndjson$/);
    expect(enquiriesFile("")).toMatch(/\/var\/enquiries\.ndjson$/);
    expect(enquiriesFile("/tmp/leads.ndjson")).toBe("/tmp/leads.ndjson");
    expect(enquiriesFile("data/leads.ndjson")).toMatch(/\/data\/leads\.ndjson$/);
  });
});
