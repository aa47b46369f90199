/** The Studio's project: without an id it says what to set, where Sanity would say "An error occurred". */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { studioProject } from "../../content-studio/project";

describe("the Studio's project", () => {
  it("is the one the environment names, in the production dataset unless another is set", () => {
    expect(studioProject({ SANITY_STUDIO_PROJECT_ID: " abc123de " })).toEqual({
      projectId: "abc123de",
      dataset: "production",
    });
    expect(
      studioProject({ SANITY_STUDIO_PROJECT_ID: "abc123de", SANITY_STUDIO_DATASET: "staging" }),
    ).toEqual({ projectId: "abc123de", dataset: "staging" });
  });

  it("without an id, says which variable to set and where the id is found", () => {
    for (const env of [{}, { SANITY_STUDIO_PROJECT_ID: "  " }]) {
      expect(() => studioProject(env)).toThrow(
        /^SANITY_STUDIO_PROJECT_ID is not set\. Set it to your Sanity project's id \(sanity\.io\/manage/,
      );
    }
  });

  it("is read in the Studio's configuration one variable at a time, as its bundler requires", () => {
    // The built Studio receives only the SANITY_STUDIO_ variables its code reads by their full
    // name; the environment passed on whole is an empty object there, and the Studio then says
    // the id is not set when it is (found by building the Studio with an id).
    const config = readFileSync("content-studio/sanity.config.ts", "utf8").replaceAll(
      /^\s*\/\/.*$/gm,
      "",
    );
    expect(config).not.toMatch(/process\.env(?!\.SANITY_STUDIO_[A-Z_]+)/);
    expect(config).toMatch(/process\.env\.SANITY_STUDIO_PROJECT_ID/);
    expect(config).toMatch(/process\.env\.SANITY_STUDIO_DATASET/);
  });
});
