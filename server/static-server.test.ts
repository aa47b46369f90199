import { describe, expect, it } from "vitest";

import { clientResolvedStatus } from "./client-routes";
import { requestPath } from "./static-server";

describe("requestPath", () => {
  it("decodes an ordinary path and drops the query", () => {
    expect(requestPath("/about?x=1")).toBe("/about");
    expect(requestPath("/caf%C3%A9")).toBe("/café");
  });

  it.each([
    ["bad percent-encoding", "/%E0%A4%A"],
    ["encoded traversal", "/..%2f..%2fetc/passwd"],
    ["encoded NUL", "/a%00b"],
    ["an absolute URL", "http://evil.example/"],
    ["an over-long URL", `/${"a".repeat(9000)}`],
    ["nothing", undefined],
  ])("rejects %s", (_name, url) => {
    expect(requestPath(url)).toBeUndefined();
  });
});

describe("clientResolvedStatus", () => {
  it("answers unknown product and gallery slugs with 404 and new blog posts with 200", () => {
    expect(clientResolvedStatus("/products/unknown")).toBe(404);
    expect(clientResolvedStatus("/products/ice-bath/unknown")).toBe(404);
    expect(clientResolvedStatus("/gallery/category/unknown")).toBe(404);
    expect(clientResolvedStatus("/blog/a-new-post")).toBe(200);
  });

  it("leaves every other path to the 404 page", () => {
    expect(clientResolvedStatus("/no-such-page")).toBeUndefined();
    expect(clientResolvedStatus("/products/a/b/c")).toBeUndefined();
  });
});
