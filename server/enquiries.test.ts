// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { otherInterests, saunaRange } from "../app/catalogue/range";
import { bookingParams, type Booking } from "../app/contact/booking";
import { EMBEDDED_EMAILJS } from "../app/contact/embedded";
import { FIELD_LIMITS } from "../app/contact/limits";
import { parseTrustProxy } from "./client-address";
import type { Limit } from "./rate-limit";
import {
  ENQUIRY_LIMITS,
  enquiriesFile,
  enquiryStandIn,
  enquirySummary,
  parseSendRequest,
  templateParamsSchema,
  type EnquiryStandInOptions,
} from "./enquiries";

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

const NOW = new Date("2026-11-21T10:00:00.000Z");
/** Lifts the limits for tests about something else. */
const NO_LIMITS = {
  perClient: [{ max: 1_000, windowMs: 1_000 }],
  acceptedPerClient: [{ max: 1_000, windowMs: 1_000 }],
  overall: [{ max: 1_000, windowMs: 1_000 }],
};

let dir: string;
let file: string;
let server: Server | undefined;
let base: string;
let logged: string[];
let clock: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "enquiries-"));
  file = join(dir, "nested", "enquiries.ndjson");
  logged = [];
  clock = NOW.getTime();
});

afterEach(async () => {
  if (server) await new Promise((done) => server!.close(done));
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start(options: EnquiryStandInOptions = {}) {
  const handler = enquiryStandIn({
    file,
    log: (line) => logged.push(line),
    now: () => new Date(clock),
    limits: NO_LIMITS,
    ...options,
  });
  server = createServer((req, res) => {
    void Promise.resolve(handler(req, res)).then((handled) => {
      if (!handled) res.writeHead(418).end("not mine");
    });
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return handler;
}

const post = (body: unknown, contentType = "application/json") =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const withParams = (changes: Record<string, unknown>) => ({
  ...validBody,
  template_params: { ...params, ...changes },
});

const kept = async () =>
  (await readFile(file, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { templateParams: Record<string, string> });

describe("the enquiry stand-in", () => {
  it("answers 200 OK, appends the enquiry as one JSON line and logs a summary", async () => {
    await start();
    const response = await post(validBody);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");

    await post(withParams({ from_name: "Sipho" }));
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

  it("answers a preflight without allowing other sites to send", async () => {
    await start();
    const response = await fetch(`${base}/api/v1.0/email/send`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([
    ["user_id", undefined, /^The Public Key is required/],
    ["user_id", "someone-else", /^The Public Key is invalid/],
    ["service_id", "", /^The service ID is required/],
    ["service_id", "service_x", /^The service ID is invalid/],
    ["template_id", undefined, /^The template ID is required/],
    ["template_id", 7, /^The template ID is required/],
  ])("refuses %s = %j with 400 and EmailJS's kind of message", async (field, value, message) => {
    await start();
    const response = await post({ ...validBody, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
    expect(await kept()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it.each([
    ["no template params at all (an empty enquiry)", { ...validBody, template_params: undefined }],
    ["no location", withParams({ location: "" })],
    ["an unknown location", withParams({ location: "Pretoria" })],
    ["a location twice", withParams({ location: "Durban, Durban" })],
    ["three saunas", withParams({ products: "Aurora, Kaelis, Loyly" })],
    [
      "three saunas among other interests",
      withParams({ products: "Aurora, Ice bath, Kaelis, Loyly" }),
    ],
    ["an unknown sauna", withParams({ products: "Jacuzzi" })],
    ["an interest the form does not offer", withParams({ products: "Aurora, Hot tub" })],
    ["an interest twice", withParams({ products: "Steam room, Steam room" })],
    [
      "a product by its page's name rather than the form's",
      withParams({ products: "Premium Ice Bath" }),
    ],
    ["a topic rather than its name", withParams({ products: "steam-room" })],
    ["an implausible e-mail address", withParams({ from_email: "not an address" })],
    ["a name over 200 characters", withParams({ from_name: "x".repeat(201) })],
    [
      "an e-mail address over 254 characters",
      withParams({ from_email: `${"x".repeat(250)}@e.co` }),
    ],
    ["a mobile number over 50 characters", withParams({ mobile: "1".repeat(51) })],
    ["a message over 5 000 characters", withParams({ message: "x".repeat(5_001) })],
    ["a name with a line break", withParams({ from_name: "Eve\nEnquiry from Mallory" })],
    ["a name with a terminal escape", withParams({ from_name: "Eve\u001b[31m" })],
    ["a value that is not text", withParams({ mobile: 27_825_550_101 })],
    ["a field the form does not have", withParams({ budget: "R 1" })],
    ["template params that are not an object", { ...validBody, template_params: "hi" }],
    ["a body that is not JSON", "{nope"],
  ])("checks the enquiry by the form's rules: refuses %s", async (_name, body) => {
    await start();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await kept()).toEqual([]);
  });

  it.each(Object.entries(FIELD_LIMITS))(
    "keeps %s up to its limit of %i characters, the one the forms' fields carry, and no more",
    (param, max) => {
      const value = (length: number) =>
        param === "from_email" ? `${"x".repeat(length - 12)}@example.com` : "x".repeat(length);
      const keeps = (length: number) =>
        templateParamsSchema.safeParse({ location: "Other", [param]: value(length) }).success;
      expect(keeps(max)).toBe(true);
      expect(keeps(max + 1)).toBe(false);
    },
  );

  it("keeps no bidi control from any field, and logs none raw", async () => {
    await start();
    const response = await post(
      withParams({
        from_name: "Eve \u202Egnp.exe\u202C Smith",
        mobile: "\u2066+27 82 555 0101\u2069",
        message: "Hello\u200F\r\nthere\u0007",
      }),
    );
    expect(response.status).toBe(200);
    const [saved] = await kept();
    expect(saved!.templateParams.from_name).toBe("Eve gnp.exe Smith");
    expect(saved!.templateParams.mobile).toBe("+27 82 555 0101");
    expect(saved!.templateParams.message).toBe("Hello\nthere");
    expect(logged.join("\n")).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
  });

  it("keeps no zero-width or other invisible character, though the browser left them in", () => {
    // The body as sent raw, not by the form: the characters themselves, and as JSON escapes.
    const body = JSON.stringify(
      withParams({
        from_name: "Tha\u200Bndi\uFEFF Nkosi\u00AD\u{E0041}",
        from_email: "thandi\u200B@example.com",
        mobile: "\u2060+27 82 555 0101\u180E",
        message: "Hello\u200B\nthere\uFEFF",
      }),
    ).replace("Nkosi", "Nko\\u200bsi");
    const parsed = parseSendRequest(body, NOW);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.enquiry.templateParams).toMatchObject({
      from_name: "Thandi Nkosi",
      from_email: "thandi@example.com",
      mobile: "+27 82 555 0101",
      message: "Hello\nthere",
    });
    // A joiner that shapes a name stays.
    const persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
    const joined = parseSendRequest(JSON.stringify(withParams({ from_name: persian })), NOW);
    expect(joined.ok && joined.enquiry.templateParams.from_name).toBe(persian);
  });

  it("accepts what the form accepts: one location, no sauna, no e-mail, a message on several lines", async () => {
    await start();
    const minimal = { from_name: "", from_email: "", mobile: "", products: "", location: "Other" };
    const response = await post(withParams({ ...minimal, message: "Line one\nLine two" }));
    expect(response.status).toBe(200);
    // The browser's own e-mail field accepts an address without a dot in its domain.
    expect((await post(withParams({ from_email: "thandi@localhost" }))).status).toBe(200);
    expect(await kept()).toHaveLength(2);
  });

  it("accepts every interest the form offers: two saunas and all the others in one enquiry", async () => {
    await start();
    const everything = [
      ...saunaRange.slice(0, 2).map((sauna) => sauna.name),
      ...otherInterests.map((interest) => interest.label),
    ].join(", ");
    const response = await post(withParams({ products: everything }));
    expect(response.status).toBe(200);
    // The other interests on their own, without a sauna.
    const others = withParams({ products: otherInterests.map(({ label }) => label).join(", ") });
    expect((await post(others)).status).toBe(200);
    expect((await kept()).map((entry) => entry.templateParams.products)).toEqual([
      everything,
      others.template_params.products,
    ]);
  });

  it("requires JSON: a text/plain post (which needs no CORS preflight) is refused with 415", async () => {
    await start();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      expect((await post(validBody, type)).status).toBe(415);
    }
    expect((await post(validBody, "application/json; charset=utf-8")).status).toBe(200);
    expect(await kept()).toHaveLength(1);
  });

  it("answers a filled honeypot with the usual success and keeps nothing", async () => {
    await start();
    const response = await post(withParams({ website: "https://spam.example" }));
    expect(response.status).toBe(200);
    expect(await kept()).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/honeypot/)]);
  });

  it("refuses other methods and leaves other paths alone", async () => {
    await start();
    const get = await fetch(`${base}/api/v1.0/email/send`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await fetch(`${base}/about`)).status).toBe(418);
  });

  it("refuses an oversized body with 413, answered rather than reset", async () => {
    await start();
    for (const size of [40_000, 64 * 1024, 900 * 1024]) {
      const response = await post(withParams({ message: "x".repeat(size) }));
      expect(response.status).toBe(413);
    }
  });
});

describe("the enquiry limits", () => {
  it("keep 5 a minute from one client, then answer 429 as EmailJS does, with Retry-After", async () => {
    await start({ limits: undefined });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(withParams({ from_name: `Flood ${i}` }))),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(await kept()).toHaveLength(5);
    const refused = await post(validBody);
    expect(await refused.text()).toBe("Too Many Requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A flood is reported once, not line by line.
    expect(logged.filter((line) => /Too many enquiries/.test(line))).toHaveLength(1);
  });

  it("keep 5 accepted an hour from one client, 30 attempts, and let it send again once the hour has passed", async () => {
    await start({ limits: undefined });
    const statuses: number[] = [];
    for (let minute = 0; minute < 60; minute += 1) {
      clock = NOW.getTime() + minute * 60_000;
      // Enquiries refused for what they are (no location) count as attempts, not as accepted.
      for (let i = 0; i < 5; i += 1) {
        const body = minute < 5 ? withParams({ location: "" }) : validBody;
        statuses.push((await post(body)).status);
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(25);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - 30);
    // An hour after the fifth enquiry was accepted.
    clock = NOW.getTime() + 66 * 60_000;
    expect((await post(validBody)).status).toBe(200);
    // 300 requests: time enough on a busy machine.
  }, 30_000);

  it("keep 500 an hour from everybody together, however many clients a flood comes from", async () => {
    await start({ limits: undefined, trustProxy: parseTrustProxy("loopback") });
    const statuses = [];
    for (let i = 0; i < 510; i += 1) {
      const response = await fetch(`${base}/api/v1.0/email/send`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.${100 + (i >> 8)}.${i & 255}`,
        },
        body: JSON.stringify(validBody),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(500);
    expect(statuses.slice(500)).toEqual(Array(10).fill(429));
    expect(await kept()).toHaveLength(500);
  }, 30_000);

  it("count only accepted enquiries towards everybody's limit: refused requests use none of it", async () => {
    // Everybody's allowance made smaller, to be reached in fewer requests.
    const limits = { ...ENQUIRY_LIMITS, overall: [{ max: 200, windowMs: 3_600_000 }] };
    await start({ limits, trustProxy: parseTrustProxy("loopback") });
    let address = 0;
    /** A post from an address no earlier post came from (or from `from`). */
    const postFrom = (body: unknown, { type = "application/json", from = "" } = {}) => {
      address += 1;
      return fetch(`${base}/api/v1.0/email/send`, {
        method: "POST",
        headers: {
          "Content-Type": type,
          "X-Forwarded-For": from || `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify(body),
      });
    };
    for (let i = 0; i < 190; i += 1) expect((await postFrom(validBody)).status).toBe(200);
    // Refused for what they are, each from an address of its own…
    for (let i = 0; i < 80; i += 1)
      expect((await postFrom(validBody, { type: "text/plain" })).status).toBe(415);
    for (let i = 0; i < 20; i += 1) expect((await postFrom({})).status).toBe(400);
    for (let i = 0; i < 20; i += 1) {
      expect((await postFrom(withParams({ website: "https://spam.example" }))).status).toBe(200);
    }
    // …and one client over its own limit on attempts, another over its share of enquiries.
    const statuses = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await postFrom({}, { from: "192.0.2.1" })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const shares = [];
    for (let i = 0; i < 10; i += 1) {
      clock = NOW.getTime() + i * 60_000;
      shares.push((await postFrom(validBody, { from: "192.0.2.2" })).status);
    }
    expect(shares).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    clock = NOW.getTime();
    // The allowance still holds the 5 enquiries the 195 accepted left, for new visitors.
    for (let i = 0; i < 5; i += 1) expect((await postFrom(validBody)).status).toBe(200);
    expect((await postFrom(validBody)).status).toBe(429);
    expect(await kept()).toHaveLength(200);
    // Some 350 requests one after another: more than the default time on a busy machine.
  }, 30_000);

  it("hold each source to its share: sources at their own limit never shut the form for a fresh one", async () => {
    await start({ limits: undefined, trustProxy: parseTrustProxy("loopback") });
    const postFrom = (address: string) =>
      fetch(`${base}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify(validBody),
      }).then((response) => response.status);
    // Far more than a handful of sources, each sending as fast as its limits allow until it is
    // refused at the start of a fresh minute: the hourly limit, not the minute's, holds it.
    const sources = Array.from({ length: 60 }, (_, i) => `198.51.100.${i}`);
    const atLimit = new Set<string>();
    for (let minute = 0; minute < 60 && atLimit.size < sources.length; minute += 1) {
      clock = NOW.getTime() + minute * 60_000;
      for (const source of sources) {
        if (atLimit.has(source)) continue;
        for (let i = 0; i < 5; i += 1) {
          const status = await postFrom(source);
          if (status === 429 && i === 0) atLimit.add(source);
          if (status === 429) break;
        }
      }
    }
    expect(atLimit.size).toBe(sources.length);
    const perSource = (await kept()).length / sources.length;
    expect(perSource).toBeLessThanOrEqual(5);
    // A visitor from anywhere else is still heard.
    expect(await postFrom("203.0.113.7")).toBe(200);
    // 400-odd requests one after another: more than the default time on a busy machine.
  }, 30_000);

  it("take about a hundred sources at their own limit to fill everybody's", () => {
    const hourly = (limits: Limit[]) => limits.find(({ windowMs }) => windowMs === 3_600_000)!.max;
    const share = hourly(ENQUIRY_LIMITS.acceptedPerClient);
    expect(share).toBeLessThanOrEqual(5);
    expect(hourly(ENQUIRY_LIMITS.overall) / share).toBeGreaterThanOrEqual(100);
  });

  it("count a refused enquiry too: a client cannot probe the rules without limit", async () => {
    await start({ limits: undefined });
    for (let i = 0; i < 5; i += 1) expect((await post({})).status).toBe(400);
    expect((await post(validBody)).status).toBe(429);
  });
});

describe("a flood of refused enquiries", () => {
  afterEach(() => vi.useRealTimers());

  /** Sends one post straight to the handler, on a clock the test moves; its answer's status. */
  async function postTo(handler: ReturnType<typeof enquiryStandIn>): Promise<number> {
    const req = new IncomingMessage(new Socket());
    req.method = "POST";
    req.url = "/api/v1.0/email/send";
    const res = new ServerResponse(req);
    await handler(req, res);
    return res.statusCode;
  }

  /** The stand-in on the fake clock, its log lines kept. */
  const loggingStandIn = () =>
    enquiryStandIn({ file, log: (line) => logged.push(line), now: () => new Date() });

  const refusedCounts = () =>
    logged.map((line) => /^Too many enquiries: refused (\d+) /.exec(line)?.[1]).map(Number);

  it("is logged in full, at most a line a minute, though it stops and nothing follows", async () => {
    vi.useFakeTimers({ now: NOW });
    const handler = loggingStandIn();
    let refused = 0;
    // Two and a half minutes of a flood, a post every 5 ms, then nothing.
    for (let i = 0; i < 30_000; i += 1) {
      if ((await postTo(handler)) === 429) refused += 1;
      vi.advanceTimersByTime(5);
    }
    expect(refused).toBeGreaterThan(29_000);
    vi.advanceTimersByTime(60_000);
    const counts = refusedCounts();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(refused);
    expect(counts.length).toBeLessThanOrEqual(4);
    // Nothing is left to report when the server stops.
    await handler.settled();
    expect(refusedCounts()).toEqual(counts);
  }, 30_000);

  it("reports what it has not yet reported when the stand-in settles, as the server stops", async () => {
    vi.useFakeTimers({ now: NOW });
    const handler = loggingStandIn();
    let refused = 0;
    for (let i = 0; i < 1_000; i += 1) if ((await postTo(handler)) === 429) refused += 1;
    expect(refusedCounts()).toEqual([1]);
    await handler.settled();
    expect(refusedCounts()).toEqual([1, refused - 1]);
  });
});

describe("a write that does not finish", () => {
  it("answers 503 within the deadline, holds one write at a time, and says when it finally lands", async () => {
    let release!: () => void;
    const writes: string[] = [];
    const handler = await start({
      writing: {
        timeoutMs: 300,
        write: (_file, line) => {
          writes.push(line);
          if (writes.length > 1) return Promise.resolve();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const started = performance.now();
    const responses = await Promise.all([post(validBody), post(validBody), post(validBody)]);
    expect(responses.map((response) => response.status)).toEqual([503, 503, 503]);
    expect(performance.now() - started).toBeLessThan(2_000);
    // Only the first write ever started; the others gave up waiting for it.
    expect(writes).toHaveLength(1);
    expect(handler.writing()).toBe(true);

    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handler.writing()).toBe(false);
    expect(logged.at(-1)).toMatch(/timed out was saved .* after all/);
    expect((await post(validBody)).status).toBe(200);
    expect(writes).toHaveLength(2);
  });

  it("accepts every one of many enquiries sent at once to a healthy disk", async () => {
    await start({ limits: undefined, trustProxy: parseTrustProxy("loopback") });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${base}/api/v1.0/email/send`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `203.0.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify(withParams({ from_name: `Visitor ${i}` })),
        }).then((response) => response.status),
      ),
    );
    expect(statuses).toEqual(Array(200).fill(200));
    const names = (await kept()).map((entry) => entry.templateParams.from_name);
    expect(new Set(names).size).toBe(200);
  });

  it("answers 500 at once for a folder that cannot be made (Node's recursive mkdir spins under /proc)", async () => {
    file = "/proc/no-such-folder/enquiries/enquiries.ndjson";
    await start({ writing: { timeoutMs: 5_000 } });
    const started = performance.now();
    expect((await post(validBody)).status).toBe(500);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(logged.at(-1)).toMatch(/could not be saved/);
  });
});

describe("a booking request", () => {
  // NOW is Saturday 21 November 2026, midday in South Africa.
  const booking: Booking = {
    kind: "site-survey",
    office: "Cape Town",
    choices: [
      { date: "2026-11-23", time: "09:00" },
      { date: "2026-11-24", time: "13:30" },
      { date: "2026-11-25", time: "07:30" },
    ],
    name: "Pieter",
    email: "",
    phone: "+27 82 555 0102",
    address: "Sea Point",
    note: "",
  };
  const bookingBody = (changes: Record<string, string> = {}) => ({
    ...validBody,
    template_params: { ...bookingParams(booking), ...changes },
  });

  it("is kept with its structured fields, and the whole request in the message", async () => {
    await start();
    const response = await post(bookingBody());
    expect(response.status).toBe(200);
    const [saved] = await kept();
    expect(saved!.templateParams.booking_times).toBe(
      "2026-11-23 09:00, 2026-11-24 13:30, 2026-11-25 07:30",
    );
    expect(saved!.templateParams.booking_kind).toBe("site-survey");
    expect(saved!.templateParams.location).toBe("Cape Town");
    expect(saved!.templateParams.message).toContain("Sea Point");
    expect(logged[0]).toContain("site-survey at 2026-11-23 09:00");
  });

  it.each([
    ["a Sunday", { booking_times: "2026-11-29 09:00, 2026-11-24 13:30" }],
    ["a public holiday", { booking_times: "2026-12-16 09:00, 2026-11-24 13:30" }],
    ["a time outside the hours", { booking_times: "2026-11-23 17:00, 2026-11-24 13:30" }],
    [
      "a survey that would end after closing",
      { booking_times: "2026-11-23 16:00, 2026-11-24 13:30" },
    ],
    ["today, or the past", { booking_times: "2026-11-21 09:00, 2026-11-24 13:30" }],
    ["more than three months ahead", { booking_times: "2027-03-01 09:00, 2026-11-24 13:30" }],
    ["a single time", { booking_times: "2026-11-23 09:00" }],
    ["the same time twice", { booking_times: "2026-11-23 09:00, 2026-11-23 09:00" }],
    ["an unknown kind of visit", { booking_kind: "sleepover" }],
    ["an office the site does not have", { booking_office: "Durban" }],
    ["a survey without an address", { booking_address: "" }],
    ["no way to reply", { mobile: "", from_email: "" }],
  ])("refuses %s with 400 and keeps nothing", async (_, changes) => {
    await start();
    const response = await post(bookingBody(changes));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^The booking is invalid/);
    expect(await kept()).toEqual([]);
  });

  it("keeps the visitor's own note, written as the form writes it", async () => {
    await start();
    const noted = { ...booking, note: "  Gate code 1234.\nRing twice. " };
    const response = await post({ ...validBody, template_params: bookingParams(noted) });
    expect(response.status).toBe(200);
    expect((await kept())[0]!.templateParams.message).toMatch(
      /Note:\nGate code 1234\.\nRing twice\.$/,
    );
  });

  it.each([
    [
      "a message naming other times than the checked ones",
      {
        message: bookingParams(booking).message.replace("Monday 23 November", "Friday 27 November"),
      },
    ],
    ["a message that is not the booking's at all", { message: "Any time next year." }],
    ["a location other than the office's", { location: "Durban" }],
    [
      "times with spaces around them",
      { booking_times: " 2026-11-23 09:00, 2026-11-24 13:30, 2026-11-25 07:30" },
    ],
    [
      "times joined otherwise",
      { booking_times: "2026-11-23 09:00,2026-11-24 13:30,2026-11-25 07:30" },
    ],
    ["an untrimmed name", { from_name: " Pieter" }],
    ["interests in a booking", { products: "Aurora" }],
  ])(
    "refuses %s: every field must be what the form writes from the checked ones",
    async (_, changes) => {
      await start();
      const response = await post(bookingBody(changes));
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/^The booking is invalid/);
      expect(await kept()).toEqual([]);
    },
  );

  it("an enquiry without booking fields is not held to the booking's rules", () => {
    const parsed = parseSendRequest(JSON.stringify(validBody), NOW);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.enquiry.templateParams)).not.toContain("booking_kind");
  });
});

describe("enquirySummary", () => {
  it("escapes control characters, so that no value can start a line of its own", () => {
    const parsed = parseSendRequest(JSON.stringify(validBody), NOW);
    if (!parsed.ok) throw new Error(parsed.message);
    const forged = {
      ...parsed.enquiry,
      templateParams: {
        ...parsed.enquiry.templateParams,
        from_name: "Eve\nEnquiry from Mallory\u001b[2J",
      },
    };
    const line = enquirySummary(forged, file);
    expect(line).not.toContain("\n");
    expect(line).not.toContain("\u001b");
    expect(line).toContain("Eve\\nEnquiry from Mallory\\x1b[2J");
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
