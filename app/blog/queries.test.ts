import { describe, expect, it } from "vitest";

import { runQuery } from "../dataset/embedded";
import { fixtureDocuments } from "./fixtures/documents";
import { PAGE_SIZE, POST_QUERY, POSTS_QUERY } from "./queries";
import { postListSchema, postOrNullSchema } from "./schemas";

describe("POSTS_QUERY (the list)", () => {
  it("returns published posts, newest first, the first $limit of them", async () => {
    const result = postListSchema.parse(
      await runQuery(fixtureDocuments, POSTS_QUERY, { limit: 3 }),
    );
    expect(result.map((post) => post.slug)).toEqual(["may", "april", "march"]);
  });

  it("grows with the limit and stops at the number of posts", async () => {
    const six = postListSchema.parse(await runQuery(fixtureDocuments, POSTS_QUERY, { limit: 6 }));
    expect(six.map((post) => post.slug)).toEqual(["may", "april", "march", "january"]);
  });

  it("projects exactly the list's fields, with the slug and the image asset resolved", async () => {
    const [first] = (await runQuery(fixtureDocuments, POSTS_QUERY, { limit: 1 })) as Record<
      string,
      unknown
    >[];
    expect(Object.keys(first!).sort()).toEqual(
      ["excerpt", "mainImage", "publishedAt", "readingTime", "slug", "title"].sort(),
    );
    expect(first).toMatchObject({
      slug: "may",
      title: "Title of may",
      mainImage: {
        alt: "Picture for may",
        asset: {
          _id: "image-aaa111-1920x1080-jpg",
          url: "/images/embedded/production/aaa111-1920x1080.jpg",
          width: 1920,
          height: 1080,
        },
      },
    });
  });

  it("starts at a page size of 3", () => {
    expect(PAGE_SIZE).toBe(3);
  });
});

describe("POST_QUERY (one post)", () => {
  it("returns the post whose slug matches, with its body", async () => {
    const post = postOrNullSchema.parse(
      await runQuery(fixtureDocuments, POST_QUERY, { slug: "april" }),
    );
    expect(post?.title).toBe("Title of april");
    expect(post?.body[0]).toMatchObject({ _type: "block", style: "normal" });
    expect(post).not.toHaveProperty("internalNotes");
  });

  it("resolves the assets of images in the body", async () => {
    const post = postOrNullSchema.parse(
      await runQuery(fixtureDocuments, POST_QUERY, { slug: "april" }),
    );
    expect(post?.body[1]).toMatchObject({
      _type: "image",
      alt: "An inline picture",
      asset: { _id: "image-bbb222-800x600-jpg", width: 800, height: 600 },
    });
  });

  it("returns null for an unknown slug and for a draft", async () => {
    expect(await runQuery(fixtureDocuments, POST_QUERY, { slug: "nope" })).toBeNull();
    expect(await runQuery(fixtureDocuments, POST_QUERY, { slug: "june-draft" })).toBeNull();
  });

  it("treats the slug as a value, not as GROQ", async () => {
    expect(await runQuery(fixtureDocuments, POST_QUERY, { slug: '" || true || "' })).toBeNull();
  });
});
