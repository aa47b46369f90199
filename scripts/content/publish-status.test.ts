/**
 * What the Studio's "Live site" says of a publish: a failure in the business's words, with each
 * document and field to mend; a live build with when and from which change; sent to the project's
 * API only where the build may write to it, and never failing the build when it cannot be sent.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { queryOver } from "../../app/content/fixtures";
import { siteBuild } from "../../content-studio/schemaTypes/site-build";
import {
  builtFrom,
  failureInWords,
  LATEST_CHANGE_QUERY,
  type Report,
  sendReport,
  statusMutations,
} from "./publish-status";

const CONTENT_FAILURE = `The content breaks 2 rule(s):
  showroom "johannesburg" (office-johannesburg), phone: In international form, starting with + and the country code: +27 11 000 0000
  range item "kaelis" (range-item-kaelis), price.from: R 150 is outside what a built sauna costs (R 50 000 to R 2 000 000)`;

const failed: Report = {
  state: "failed",
  failedAt: "2026-11-29T10:00:00Z",
  message: CONTENT_FAILURE,
};

describe("a failed publish, in the business's words", () => {
  it("lists each document and field to mend, and says the site still shows what it showed", () => {
    const { summary, problems } = failureInWords(CONTENT_FAILURE);
    expect(summary).toMatch(/did not reach the site: 2 things break a rule/);
    expect(summary).toMatch(/still shows what it showed before/);
    expect(problems).toEqual([
      'showroom "johannesburg", phone: In international form, starting with + and the country code: +27 11 000 0000',
      'range item "kaelis", price.from: R 150 is outside what a built sauna costs (R 50 000 to R 2 000 000)',
    ]);
  });

  it("tells a failure of the code apart from one of the content", () => {
    const { summary, problems } = failureInWords(
      "The build stopped at `react-router build` (exit 1).",
    );
    expect(summary).toMatch(/in its code rather than in your content/);
    expect(problems).toEqual(["The build stopped at `react-router build` (exit 1)."]);
  });

  it("writes only fields the Studio's Live site shows", () => {
    const fields = new Set(siteBuild.fields.map((field) => field.name));
    for (const report of [
      failed,
      { state: "live", builtAt: "2026-11-29T11:00:00Z", commit: "" } as const,
    ]) {
      const [, { patch }] = statusMutations(report) as [
        unknown,
        { patch: { set: object; unset?: string[] } },
      ];
      for (const name of [...Object.keys(patch.set), ...(patch.unset ?? [])])
        expect(fields).toContain(name);
    }
  });

  it("keeps the live site's record when a publish fails, and clears the failure once one is live", () => {
    const [, failure] = statusMutations(failed) as [unknown, { patch: { set: object } }];
    expect(Object.keys(failure.patch.set).sort()).toEqual(
      ["failedAt", "problems", "state", "summary"].sort(),
    );
    const [, live] = statusMutations({
      state: "live",
      builtAt: "2026-11-29T11:00:00Z",
      commit: "abc123",
    }) as [unknown, { patch: { set: { state: string }; unset: string[] } }];
    expect(live.patch.set.state).toBe("live");
    expect(live.patch.unset).toEqual(["failedAt", "problems"]);
  });
});

describe("what a live build was made from", () => {
  it("is the latest published change, named as the Studio names it, its drafts and the status aside", async () => {
    const query = queryOver([
      {
        _id: "office-johannesburg",
        _type: "office",
        _rev: "r1",
        _updatedAt: "2026-11-01T00:00:00Z",
        slug: "johannesburg",
      },
      {
        _id: "range-item-aurora",
        _type: "rangeItem",
        _rev: "r2",
        _updatedAt: "2026-11-20T00:00:00Z",
        slug: "aurora",
      },
      {
        _id: "drafts.range-item-kaelis",
        _type: "rangeItem",
        _rev: "r3",
        _updatedAt: "2026-11-28T00:00:00Z",
        slug: "kaelis",
      },
      { _id: "site-build", _type: "siteBuild", _rev: "r4", _updatedAt: "2026-11-29T00:00:00Z" },
      { _id: "page-words-home", _type: "pageWords", _rev: "r6", searchTitle: "Home" },
      {
        _id: "site-settings",
        _type: "siteSettings",
        _rev: "r5",
        _updatedAt: "2026-10-01T00:00:00Z",
      },
    ]);
    expect(builtFrom(await query(LATEST_CHANGE_QUERY))).toEqual({
      at: "2026-11-20T00:00:00Z",
      document: 'Range item "aurora"',
      revision: "r2",
    });
    expect(builtFrom(null)).toBeUndefined();
  });
});

describe("sending the report", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** A stand-in for the project's API: records each request and answers `status`. */
  async function fakeApi(status = 200) {
    const requests: { url?: string; auth?: string; body: { mutations: object[] } }[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        requests.push({
          url: request.url,
          auth: request.headers.authorization,
          body: JSON.parse(text) as { mutations: object[] },
        });
        response.writeHead(status, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    close = () => server.close();
    return { requests, apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it("writes the status document to the project's dataset with the build's token", async () => {
    const { requests, apiHost } = await fakeApi();
    const lines: string[] = [];
    const sent = await sendReport(failed, {
      env: { SANITY_PROJECT_ID: "abc123", SANITY_BUILD_TOKEN: "secret", SANITY_DATASET: "staging" },
      apiHost,
      log: (line) => lines.push(line),
    });
    expect(sent).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/v2025-02-19/data/mutate/staging");
    expect(requests[0]!.auth).toBe("Bearer secret");
    expect(requests[0]!.body.mutations).toEqual(statusMutations(failed));
    expect(lines.join("\n")).toMatch(/reported "failed"/);
  });

  it("sends nothing without a project or a token, and says how to turn it on", async () => {
    const { requests, apiHost } = await fakeApi();
    const lines: string[] = [];
    expect(await sendReport(failed, { env: {}, apiHost, log: (line) => lines.push(line) })).toBe(
      false,
    );
    expect(
      await sendReport(failed, {
        env: { SANITY_PROJECT_ID: "abc123" },
        apiHost,
        log: (line) => lines.push(line),
      }),
    ).toBe(false);
    expect(requests).toHaveLength(0);
    expect(lines).toEqual([expect.stringMatching(/set SANITY_BUILD_TOKEN/)]);
  });

  it("logs a refused or unreachable report and carries on", async () => {
    const { apiHost } = await fakeApi(403);
    const lines: string[] = [];
    const env = { SANITY_PROJECT_ID: "abc123", SANITY_BUILD_TOKEN: "wrong" };
    expect(await sendReport(failed, { env, apiHost, log: (line) => lines.push(line) })).toBe(false);
    expect(
      await sendReport(failed, {
        env,
        apiHost: "http://127.0.0.1:9",
        log: (line) => lines.push(line),
      }),
    ).toBe(false);
    expect(lines[0]).toMatch(/could not report to the Studio \(Sanity answered 403\)/);
    expect(lines[1]).toMatch(/could not report to the Studio/);
  });
});
