/**
 * Where the build reads the dataset from: a build of drafts from a Sanity project needs a token that
 * may read drafts, and says so before it queries anything.
 */
import { resolve } from "node:path";

import { afterEach, expect, it, vi } from "vitest";

import { parseEnv } from "../config/env-schema";

afterEach(() => {
  vi.doUnmock(resolve("app/config/env.ts"));
  vi.doUnmock(resolve("app/dataset/client.ts"));
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function sourceFor(projectId: string) {
  vi.resetModules();
  vi.doMock(resolve("app/config/env.ts"), () => ({
    env: parseEnv({ SANITY_PROJECT_ID: projectId }),
  }));
  return import("./source.server");
}

it("refuses to read a project's drafts without a token, naming the variable", async () => {
  vi.stubEnv("SANITY_READ_TOKEN", "");
  const { contentQuery } = await sourceFor("abc123");
  expect(() => contentQuery(undefined, true)).toThrow(/^SANITY_READ_TOKEN: .*Viewer role/);
  // What is published needs none.
  expect(() => contentQuery(undefined, false)).not.toThrow();
});

it("reads a project's drafts through Sanity's drafts perspective, with the token", async () => {
  vi.stubEnv("SANITY_READ_TOKEN", "sk-viewer");
  const asked: string[] = [];
  const reader = (who: string) => ({
    fetch: (groq: string) => Promise.resolve(asked.push(`${who}: ${groq}`)),
  });
  const withConfig = vi.fn(() => reader("drafts"));
  vi.doMock(resolve("app/dataset/client.ts"), () => ({
    createDatasetClient: () => ({ ...reader("published"), withConfig }),
  }));
  const { contentQuery, DRAFTS_API_VERSION } = await sourceFor("abc123");
  await contentQuery(undefined, true)("*[_type == 'post']");
  expect(withConfig).toHaveBeenCalledWith({
    token: "sk-viewer",
    perspective: "drafts",
    apiVersion: DRAFTS_API_VERSION,
  });
  await contentQuery(undefined, false)("*[_type == 'post']");
  expect(asked).toEqual(["drafts: *[_type == 'post']", "published: *[_type == 'post']"]);
  expect(withConfig).toHaveBeenCalledTimes(1);
});
