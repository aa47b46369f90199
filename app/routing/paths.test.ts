// @vitest-environment node
/**
 * The paths module against what is built from it: the route table declares exactly its patterns,
 * the builders encode what they are given, the patterns' regular expressions match their own paths
 * and nothing else, and the server's fallback answers unknown pages of each pattern as intended.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { matchRoutes } from "react-router";

import { servedByFallback } from "../../server/client-routes";
import { otherInterests, saunaSlugs } from "../catalogue/range";
import {
  NOTE_PARAM,
  PRODUCT_PARAM,
  parameterisedPatterns,
  type PageName,
  paths,
  patternRegExp,
  patterns,
  routePath,
} from "./paths";
import routes from "../routes";
import { OFFICE_IDS } from "../config/offices";

/** Every entry of the route table, children included. */
function flatten(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const entries = flatten(routes);
const CATCH_ALL = "*";

/** The pattern a route entry answers, as `paths.ts` writes it (index routes are the root). */
const patternOf = (entry: RouteConfigEntry) => (entry.index ? "/" : `/${entry.path ?? ""}`);

const declared = entries.filter((entry) => entry.path !== CATCH_ALL).map(patternOf);
const allPatterns: string[] = Object.values(patterns);

/** A path of `pattern` with every parameter set to `value`. */
function example(pattern: string, value = "an-example"): string {
  return pattern.replace(/:\w+/g, value);
}

describe("the route table", () => {
  it("declares every pattern of paths.ts but the 404 page, which its catch-all answers", () => {
    const answeredByCatchAll: string[] = [patterns.notFound];
    expect([...declared].sort()).toEqual(
      allPatterns.filter((pattern) => !answeredByCatchAll.includes(pattern)).sort(),
    );
    expect(entries.filter((entry) => entry.path === CATCH_ALL)).toHaveLength(1);
    for (const path of answeredByCatchAll) {
      expect(
        declared.filter((pattern) => patternRegExp(pattern).test(path)),
        path,
      ).toEqual([]);
    }
  });

  it("declares no pattern twice", () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("writes each pattern as routePath does, relative to the root", () => {
    for (const entry of entries.filter((entry) => !entry.index && entry.path !== CATCH_ALL)) {
      expect(entry.path).toBe(routePath(patternOf(entry)));
      expect(entry.path).not.toMatch(/^\/|\/$/);
    }
    expect(routePath("/")).toBe("");
    expect(routePath("/blog/:slug")).toBe("blog/:slug");
  });

  it("names a module that exists for every route", () => {
    for (const entry of entries) {
      const file = fileURLToPath(new URL(`../${entry.file}`, import.meta.url));
      expect(existsSync(file), entry.file).toBe(true);
    }
  });
});

describe("the patterns", () => {
  it("are absolute paths without a trailing slash, query or fragment", () => {
    for (const pattern of allPatterns) {
      expect(pattern).toMatch(/^\//);
      if (pattern !== "/") expect(pattern).not.toMatch(/\/$/);
      expect(pattern).not.toMatch(/[?#\s]/);
    }
  });

  it("have a parameter in exactly the patterns listed as parameterised", () => {
    expect(parameterisedPatterns).toEqual(allPatterns.filter((pattern) => pattern.includes(":")));
    expect(parameterisedPatterns.length).toBeGreaterThan(0);
  });
});

describe("paths", () => {
  it("builds each page with a parameter as a path of its own pattern", () => {
    const builders = (Object.keys(patterns) as PageName[]).filter((name) =>
      patterns[name].includes(":"),
    );
    expect(builders.length).toBe(parameterisedPatterns.length);
    for (const name of builders) {
      const build = paths[name as keyof typeof paths];
      expect(typeof build, name).toBe("function");
      const path = (build as (value: string) => string)("a slug/with?odd#characters");
      expect(path, name).toBe(example(patterns[name], "a%20slug%2Fwith%3Fodd%23characters"));
      expect(patternRegExp(patterns[name]).test(path), path).toBe(true);
    }
  });

  it("gives every page without a parameter its pattern as it is", () => {
    for (const name of Object.keys(patterns) as PageName[]) {
      const path = paths[name as keyof typeof paths];
      if (typeof path === "string") expect(path, name).toBe(patterns[name]);
    }
  });

  it("encodes a plan's slug", () => {
    expect(paths.planPdf("aurora")).toBe("/plans/aurora-plan.pdf");
    expect(paths.planPdf("a/b")).toBe("/plans/a%2Fb-plan.pdf");
    expect(paths.specSheet("aurora")).toBe("/spec-sheets/aurora.pdf");
    expect(paths.brochure).toMatch(/^\/[\w/-]+\.pdf$/);
  });

  it("leads to the enquiry form with any enquiry topic chosen, or none", () => {
    expect(paths.contact()).toBe(patterns.contact);
    const topics = [...saunaSlugs, ...otherInterests.map(({ topic }) => topic)];
    for (const topic of topics) {
      const url = new URL(paths.contact(topic), "https://example.org");
      expect(url.pathname).toBe(patterns.contact);
      expect([...url.searchParams.keys()]).toEqual([PRODUCT_PARAM]);
      expect(url.searchParams.get(PRODUCT_PARAM)).toBe(topic);
    }
  });

  it("carries a note for the message, encoded (the form cuts it to the message's limit)", () => {
    const note = "Room: 2000 × 2000 mm & more?\n#2";
    const url = new URL(paths.contact("heater", note), "https://example.org");
    expect(url.searchParams.get(PRODUCT_PARAM)).toBe("heater");
    expect(url.searchParams.get(NOTE_PARAM)).toBe(note);
    expect(url.hash).toBe("");
    expect(paths.contact(undefined, "")).toBe(patterns.contact);
  });

  it("leads to the sizing calculator with a collection's room", () => {
    const url = new URL(paths.sizingFor("aurora"), "https://example.org");
    expect(url.pathname).toBe(patterns.sizing);
    expect(url.searchParams.get("model")).toBe("aurora");
  });

  it("answers the sizing page's path with the sizing page, not a sauna's", () => {
    const table = [{ path: patterns.sauna }, { path: patterns.sizing }];
    expect(patternRegExp(patterns.sauna).test(paths.sizing)).toBe(true);
    expect(matchRoutes(table, paths.sizing)?.at(-1)?.route.path).toBe(patterns.sizing);
    expect(matchRoutes(table, paths.sauna("aurora"))?.at(-1)?.route.path).toBe(patterns.sauna);
  });
});

describe("the offices' pages", () => {
  it("are routes of their own beside the thank-you page; any other /contact/{x} matches none", () => {
    const table = entries
      .filter((entry) => entry.path !== CATCH_ALL)
      .map((entry) => ({ path: patternOf(entry) }));
    for (const path of [...OFFICE_IDS.map(paths.office), paths.thankYou]) {
      expect(matchRoutes(table, path)?.at(-1)?.route.path).toBe(path);
    }
    expect(matchRoutes(table, `${paths.contact()}/durban`)).toBeNull();
  });
});

describe("patternRegExp", () => {
  it.each(allPatterns)("%s matches its paths, with or without a trailing slash", (pattern) => {
    const regExp = patternRegExp(pattern);
    const path = example(pattern);
    expect(regExp.test(path)).toBe(true);
    if (pattern !== "/") expect(regExp.test(`${path}/`)).toBe(true);
  });

  it.each(allPatterns)("%s matches nothing else", (pattern) => {
    const regExp = patternRegExp(pattern);
    const path = example(pattern);
    const others = [
      `${path}/more`,
      `${path}//`,
      `/more${path}`,
      // Another word in a fixed part of the pattern.
      ...(pattern === "/" ? ["/x"] : [example(pattern.replace(/^\/([^/:]+)/, "/$1x"))]),
      ...(pattern.split("/").at(-1)?.startsWith(":") ? [] : [`${path}x`]),
      path.toUpperCase(),
      // A dot is a dot, not any character.
      ...(path.includes(".") ? [path.replace(".", "x")] : []),
      // A parameter is one segment, never none and never two.
      ...(pattern.includes(":") ? [example(pattern, ""), example(pattern, "a/b")] : []),
    ].filter((other) => other !== path && other !== `${path}/`);
    for (const other of others) expect(regExp.test(other), other).toBe(false);
  });

  it("matches no other page's example: no pattern swallows a page it does not show", () => {
    const statics = allPatterns.filter((pattern) => !pattern.includes(":"));
    for (const pattern of statics) {
      const matching = allPatterns.filter((other) => patternRegExp(other).test(pattern));
      // A static page may share its shape with a pattern with a parameter (the router prefers it).
      expect(
        matching.filter((other) => !other.includes(":")),
        pattern,
      ).toEqual([pattern]);
    }
  });
});

describe("servedByFallback", () => {
  it("answers a blog post it has not seen with the SPA fallback: it may be published after the build", () => {
    expect(servedByFallback(paths.blogPost("a-post-published-later"))).toBe(true);
  });

  it("leaves unknown products, tours and gallery categories to the 404 page", () => {
    expect(servedByFallback(paths.sauna("no-such-sauna"))).toBe(false);
    expect(servedByFallback(paths.iceBath("no-such-bath"))).toBe(false);
    expect(servedByFallback(paths.tour("no-such-tour"))).toBe(false);
    expect(servedByFallback(paths.galleryCategory("no-such-category"))).toBe(false);
  });

  it("leaves paths of no pattern to the 404 page", () => {
    for (const path of [
      "/no-such-page",
      `${paths.about}/more`,
      `${paths.blogPost("a-post")}/more`,
      paths.blogPost(""),
      `${paths.contact()}/durban`,
    ]) {
      expect(servedByFallback(path), path).toBe(false);
    }
  });
});
