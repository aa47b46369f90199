/**
 * No two different pictures anywhere on the site look alike at a glance: every prerendered page is
 * read as `npm start` serves it, every picture it shows is fetched once and hashed, and no two
 * different ones may read as the same composition (`scripts/renders/look-alike.ts`). The renders'
 * unit test holds the rendered pictures to the same rule; this walk also catches a picture shown
 * twice under two names, a photograph that repeats a render, and any picture a page shows that is
 * not rendered at all. Objects on the paper set and the faces of a 360° tour are left out, as
 * there, and so are the plans and elevations, drawn to one convention on purpose.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { mediaName } from "../../app/images/image-source";
import { planPictures } from "../../scripts/plans/pictures";
import { averageHash, exemptFromLookAlikes, lookAlikes } from "../../scripts/renders/look-alike";

import { expect, test } from "./fixtures";
import { PRERENDERED_PAGES } from "./site-map";

/** The rendered pictures, by id (`content/renders/manifest.json`). */
const renders: Record<string, string> = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../content/renders/manifest.json", import.meta.url)),
    "utf8",
  ),
);

/** The plans and elevations, by their names in `/media/`. */
const drawn = new Set(Object.keys(planPictures).map(mediaName));

/** A variant's URL: `/media/{id with dashes}.{key}-{width}.{format}`. */
const MEDIA_URL = /\/media\/([\w-]+)\.(\w+)-\d+\.(?:avif|webp|jpg)/g;

test("no two different pictures on any page look alike at a glance", async ({ request }) => {
  test.slow();
  /** Each picture (its name and key) once: where it was first seen, and a URL to fetch. */
  const pictures = new Map<string, { page: string; url: string; name: string }>();
  for (const page of PRERENDERED_PAGES) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    for (const [url, name, key] of (await response.text()).matchAll(MEDIA_URL))
      if (!pictures.has(`${name}.${key}`))
        pictures.set(`${name}.${key}`, { page, url, name: name! });
  }

  const hashes = new Map<string, bigint>();
  for (const { page, url, name } of pictures.values()) {
    if (exemptFromLookAlikes(name) || drawn.has(name)) continue;
    const image = await request.get(url);
    expect(image.status(), url).toBe(200);
    hashes.set(`${name} (on ${page})`, await averageHash(await image.body()));
  }
  // The walk found the site's pictures: every rendered room among them.
  const seen = new Set([...pictures.values()].map(({ name }) => name));
  const rooms = Object.keys(renders).filter((id) => !exemptFromLookAlikes(id));
  expect(rooms.length).toBeGreaterThan(50);
  expect(rooms.filter((id) => !seen.has(mediaName(id)))).toEqual([]);

  expect(
    lookAlikes(hashes).map(([a, b, bits]) => `${a} ~ ${b}: ${bits} of 64 marks differ`),
    "These pictures look alike at a glance (8 × 8 average hashes 6 bits or fewer apart)",
  ).toEqual([]);
});
