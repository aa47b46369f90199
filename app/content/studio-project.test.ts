/** The Studio's project: without an id it says what to set, where Sanity would say "An error occurred". */
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
});
