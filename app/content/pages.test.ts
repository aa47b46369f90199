// @vitest-environment node
/**
 * The pages' words from the dataset: every page has its own, each held to the Studio's rule (the
 * figures its page names, the lengths search results show), and a broken one named by its page.
 */
import { describe, expect, it } from "vitest";

import { MAX_TITLE, PAGES, pageWordsProblem, TITLE_SUFFIX } from "../../content-studio/rules/pages";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { pageTitle } from "../seo/meta";
import { fillFigures, pageWords } from "../seo/page-words";
import { queryOver } from "./fixtures";
import { readPageWords } from "./pages";

const read = (documents: SanityDocument[]) => readPageWords(queryOver(documents));

/** The embedded dataset's pages' words, `id`'s changed by `fields` (or left out, with null). */
function dataset(id?: string, fields?: Record<string, unknown> | null): SanityDocument[] {
  return readDataset().flatMap((doc) => {
    if (doc._type !== "pageWords") return [];
    if (doc._id !== `page-words-${id}`) return [doc];
    return fields === null ? [] : [{ ...doc, ...fields }];
  });
}

describe("the pages' words", () => {
  it("are in the embedded dataset for every page, figures named in braces", async () => {
    const words = await read(dataset());
    expect(Object.keys(words).sort()).toEqual(PAGES.map(({ id }) => id).sort());
    expect(words.about.words.description).toContain("Sauna makers since {foundingYear}:");
    expect(words.home.words.title).toBe("Luxury Home Saunas, Steam Rooms and Ice Baths");
  });

  it("stop the build on a figure the page does not have, naming the page and the field", async () => {
    await expect(
      read(
        dataset("about", { searchDescription: "Sauna makers since {foundedYear}: how we work." }),
      ),
    ).rejects.toThrow(
      /page's words "About us" \(page-words-about\), searchDescription: \{foundedYear\} is not a figure this page has; it has \{foundingYear\} \(the year we began\)/,
    );
    await expect(
      read(dataset("privacy", { searchTitle: "Privacy since {foundingYear}" })),
    ).rejects.toThrow(/"Privacy" \(page-words-privacy\), searchTitle: .* it has none/);
  });

  it("stop the build on a title too long for search results", async () => {
    const title = "Luxury Home Saunas, Steam Rooms, Ice Baths and Much More";
    await expect(read(dataset("home", { searchTitle: title }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), searchTitle: At most ${MAX_TITLE} characters (the site's name follows it); it has ${title.length}`,
    );
  });

  it("stop the build on a description too short, or missing", async () => {
    await expect(read(dataset("blog", { searchDescription: "Our blog." }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), searchDescription: At least 50 characters; it has 9/,
    );
    await expect(read(dataset("blog", { searchDescription: undefined }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), searchDescription: required/,
    );
  });

  it("stop the build when a page has none, naming the page as the Studio lists it", async () => {
    await expect(read(dataset("guideFaq", null))).rejects.toThrow(
      `page's words "Questions and answers" (page-words-guideFaq): no document; open Pages' words, then Questions and answers, in the Studio and give its words`,
    );
  });

  it("stop the build on words for no page of the site", async () => {
    const stray = {
      _id: "page-words-shop",
      _type: "pageWords",
      searchTitle: "Shop",
      searchDescription: "Everything we sell, from saunas to the smallest accessory.",
    };
    await expect(read([...dataset(), stray as SanityDocument])).rejects.toThrow(
      /\(page-words-shop\), _id: not a page of the site/,
    );
  });

  it("give the home and about pages their own words, in paragraphs, figures in braces", async () => {
    const { home, about, blog } = await read(dataset());
    expect(home.sections).toEqual({
      heading: "The quiet luxury of heat, at home",
      intro: [expect.stringMatching(/^We design, build and install saunas/)],
    });
    expect(about.sections?.story).toEqual([
      expect.stringMatching(/^We began in \{foundingYear\} with a simple belief/),
      expect.stringMatching(/kind to bare skin at \{benchTemperature\}\.$/),
    ]);
    expect(about.sections?.milestones?.map(({ when }) => when)).toEqual([
      "{foundingYear}",
      "Then",
      "Now",
    ]);
    expect(about.sections?.services).toHaveLength(7);
    expect(blog.sections).toBeUndefined();
  });

  it("stop the build on a page's own words missing, misnamed or on another page", async () => {
    await expect(read(dataset("home", { heading: undefined }))).rejects.toThrow(
      `page's words "Home page" (page-words-home), heading: Required`,
    );
    await expect(
      read(dataset("about", { story: "We began in {foundedIn}, by hand." })),
    ).rejects.toThrow(/"About us" \(page-words-about\), story: \{foundedIn\} is not a figure/);
    await expect(read(dataset("about", { services: [] }))).rejects.toThrow(
      /"About us" \(page-words-about\), services: Required/,
    );
    await expect(read(dataset("blog", { heading: "Our blog" }))).rejects.toThrow(
      /"Blog" \(page-words-blog\), heading: not a field of this page/,
    );
  });

  it("count a figure at its example's length, and refuse a description a search result cuts off", () => {
    expect(pageWordsProblem("about", "title", "{foundingYear}")).toBeUndefined();
    expect(pageWordsProblem("about", "title", "Since {foundingYear")).toMatch(/brace/);
    expect(pageWordsProblem("blog", "description", "x".repeat(160))).toBeUndefined();
    expect(pageWordsProblem("blog", "description", "x".repeat(161))).toMatch(
      /At most 160 characters \(search results show about 160\)/,
    );
  });

  it("are followed in a tab's title by the site's name the rule counts", () => {
    expect(pageTitle("")).toBe(TITLE_SUFFIX);
  });

  it("have their figures filled in, and a figure the page does not give refused", () => {
    expect(
      pageWords({ title: "Since {year}", description: "{year}: {year}" }, { year: 1970 }),
    ).toEqual({ title: "Since 1970", description: "1970: 1970" });
    expect(() => fillFigures("Since {year}")).toThrow("{year}");
  });
});
