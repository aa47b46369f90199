/** The embedded dataset the site ships with (content/dataset/): complete, valid and consistent. */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { published } from "./groq";
import { runQuery, withDrafts } from "./embedded";
import { BLOG_IMAGES_DIR, readDataset } from "./embedded-files.server";
import { ALL_POSTS_QUERY, PAGE_SIZE, POST_QUERY } from "../blog/queries";
import { postListSchema, postSchema, type Post } from "../blog/schemas";

const documents = readDataset();
const posts = postListSchema.parse(await runQuery(documents, ALL_POSTS_QUERY));
const bodies: Post[] = await Promise.all(
  posts.map(async ({ slug }) => postSchema.parse(await runQuery(documents, POST_QUERY, { slug }))),
);

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  children?: { text: string }[];
  markDefs?: { href: string }[];
};
const blocksOf = (post: Post) => post.body as Block[];
const wordsOf = (post: Post) =>
  blocksOf(post)
    .flatMap((block) => block.children ?? [])
    .map((child) => child.text)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the embedded blog dataset", () => {
  // More than one page of the list, so that the site ships with a working 'Load More Articles'.
  it("has more posts than one page of the list, with unique slugs", () => {
    expect(posts.length).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
  });

  // A post dated in the future would be listed, with its date, before its day: the embedded
  // dataset has no scheduled publishing to hold it back.
  it("dates every post with a real date, none in the future", () => {
    const now = Date.now();
    for (const post of posts) {
      const published = Date.parse(post.publishedAt);
      expect(published, post.slug).not.toBeNaN();
      expect(published, post.slug).toBeLessThanOrEqual(now);
    }
  });

  it("lists the posts newest first", () => {
    const times = posts.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(bodies.map((post) => [post.slug, post] as const))(
    "%s: 700 to 1200 words, a reading time that matches, headings, lists, a quote and links",
    (_slug, post) => {
      const words = wordsOf(post);
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1200);
      expect(post.readingTime).toBe(Math.ceil(words / 200));
      const blocks = blocksOf(post);
      expect(blocks.some((block) => block.style === "h2")).toBe(true);
      expect(blocks.some((block) => block.listItem)).toBe(true);
      expect(blocks.some((block) => block.style === "blockquote")).toBe(true);
      const hrefs = blocks.flatMap((block) => block.markDefs ?? []).map((mark) => mark.href);
      expect(hrefs.some((href) => href.startsWith("/"))).toBe(true);
    },
  );

  it("links only to pages that exist: other posts and built routes", () => {
    const slugs = new Set(posts.map((post) => `/blog/${post.slug}`));
    const internal = bodies
      .flatMap((post) => blocksOf(post).flatMap((block) => block.markDefs ?? []))
      .map((mark) => mark.href)
      .filter((href) => href.startsWith("/blog/"));
    for (const href of internal) expect(slugs.has(href), href).toBe(true);
  });

  it("has images with alt text whose files exist", () => {
    const images = [
      ...posts.map((post) => post.mainImage),
      ...bodies.flatMap((post) => post.body.filter((block) => block._type === "image")),
    ] as { alt: string; asset: { url: string } }[];
    expect(images.length).toBeGreaterThan(posts.length);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(10);
      const file = image.asset.url.split("/").at(-1)!;
      expect(existsSync(join(BLOG_IMAGES_DIR, file)), file).toBe(true);
    }
  });
});

describe("the drafts perspective over an export", () => {
  const doc = (id: string, title: string) => ({ _id: id, _type: "post", title });

  it("puts each draft in its document's place, under its id, and leaves release versions out", async () => {
    const read = withDrafts([
      doc("a", "Published A"),
      doc("drafts.a", "Draft of A"),
      doc("b", "Published B"),
      doc("drafts.c", "Never published C"),
      doc("versions.r1.b", "B in a release"),
    ]);
    expect(read).toEqual([
      { _id: "a", _type: "post", title: "Draft of A", _originalId: "drafts.a" },
      doc("b", "Published B"),
      { _id: "c", _type: "post", title: "Never published C", _originalId: "drafts.c" },
    ]);
    // The queries' own filter of drafts lets the drafts through, as they now stand as published.
    expect(await runQuery(read, `*[${published}]| order(_id asc).title`)).toEqual([
      "Draft of A",
      "Published B",
      "Never published C",
    ]);
  });

  it("leaves an export's published documents as they are where they have no draft", () => {
    const drafted = new Set(
      documents.filter(({ _id }) => _id.startsWith("drafts.")).map(({ _id }) => _id.slice(7)),
    );
    const untouched = documents.filter(
      ({ _id }) => !drafted.has(_id) && !/^(drafts|versions)\./.test(_id),
    );
    expect(withDrafts(documents).filter(({ _id }) => !drafted.has(_id))).toEqual(untouched);
  });
});
