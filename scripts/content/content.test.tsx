// @vitest-environment jsdom
/**
 * The whole path of the proof, as an editor's change travels it: a copy of the embedded dataset
 * with a real customer's logo, an example cleared and a client's testimonial with a photograph,
 * read and checked by `npm run content` into a module, and that module drawn by the home page's
 * sections as a production build draws them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { BLOG_CONTENT_DIR } from "../../app/blog/dataset-files.server";
import { LogoStrip } from "../../app/components/logo-strip";
import { ReviewsWidget } from "../../app/components/reviews-widget";
import type { Proof } from "../../app/content/proof";
import { buildContent } from "./content";

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><path d="M0 0h320v80H0z"/></svg>';

/** A copy of the embedded dataset with `lines` added and `edit` applied to its documents. */
function datasetCopy(lines: object[], edit: (doc: Record<string, unknown>) => object = (d) => d) {
  const dir = mkdtempSync(join(tmpdir(), "dataset-"));
  mkdirSync(join(dir, "images"));
  const documents = readFileSync(join(BLOG_CONTENT_DIR, "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>)));
  writeFileSync(
    join(dir, "data.ndjson"),
    [...documents, ...lines.map((line) => JSON.stringify(line))].join("\n"),
  );
  return dir;
}

const asset = (
  hash: string,
  width: number,
  height: number,
  extension: string,
  mimeType: string,
) => ({
  _id: `image-${hash}-${width}x${height}-${extension}`,
  _type: "sanity.imageAsset",
  mimeType,
  url: `/images/embedded/production/${hash}-${width}x${height}.${extension}`,
  metadata: { dimensions: { width, height } },
});

describe("a change to the proof in a copy of the dataset", () => {
  it("reaches the logo strip and the testimonials a production build shows", async () => {
    const logo = asset("bbb222", 320, 80, "svg", "image/svg+xml");
    const photo = asset("aaa111", 1600, 1200, "jpg", "image/jpeg");
    const dir = datasetCopy(
      [
        logo,
        photo,
        {
          _id: "customer-copperleaf",
          _type: "customer",
          name: "Copperleaf Lodge",
          wordmark: "serif",
          logo: { _type: "image", asset: { _type: "reference", _ref: logo._id } },
        },
        {
          _id: "testimonial-fixture",
          _type: "testimonial",
          name: "Fixture Client",
          suburb: "Fixture Suburb",
          project: "A fixture sauna in a garden room",
          quote: "Words written for this test and shown nowhere else.",
          date: "2025-03-14",
          consent: true,
          photo: {
            _type: "image",
            alt: "The fixture client's garden sauna at dusk",
            asset: { _type: "reference", _ref: photo._id },
          },
        },
      ],
      // The business confirms one of the example names as a real client.
      (doc) => (doc._id === "customer-kestrel" ? { ...doc, example: false } : doc),
    );
    writeFileSync(join(dir, "images", "bbb222-320x80.svg"), LOGO);
    // Inside the project, where the test runner imports modules from.
    mkdirSync(resolve(".cache"), { recursive: true });
    const out = join(mkdtempSync(join(resolve(".cache"), "content-")), "proof.ts");

    await buildContent({ datasetDir: dir, out });
    const { customers, testimonials } = (await import(/* @vite-ignore */ out)) as Proof;
    rmSync(dirname(out), { recursive: true, force: true });

    const strip = render(<LogoStrip title="Trusted by" id="logos" list={customers} production />);
    const original = strip.container.querySelector<HTMLElement>("[data-logo-list=original]")!;
    const image = within(original).getByRole("img", { name: "Copperleaf Lodge" });
    expect(image.getAttribute("src")).toBe(logo.url);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["320", "80"]);
    // The confirmed client is shown; the names still marked as examples are not.
    expect(
      within(original)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["", "Kestrel"]);
    strip.unmount();

    const Stub = createRoutesStub([
      { path: "/", Component: () => <ReviewsWidget testimonials={testimonials} production /> },
    ]);
    render(<Stub />);
    const section = await screen.findByRole("region", { name: "What Our Clients Say" });
    expect(section.querySelector("blockquote")?.textContent).toContain(
      "Words written for this test",
    );
    const picture = within(section).getByRole("img", {
      name: "The fixture client's garden sauna at dusk",
    });
    expect(picture.getAttribute("src")).toBe(`${photo.url}?w=1200&fm=jpg&fit=max`);
  });

  it("stops with the document and field an editor must mend", async () => {
    const dir = datasetCopy([
      {
        _id: "testimonial-unagreed",
        _type: "testimonial",
        name: "Unagreed Client",
        suburb: "Fixture Suburb",
        project: "A fixture steam room",
        quote: "Words this client has not agreed to have quoted.",
        date: "2025-03-14",
      },
    ]);
    await expect(buildContent({ datasetDir: dir, out: join(dir, "proof.ts") })).rejects.toThrow(
      /testimonial "Unagreed Client" \(testimonial-unagreed\), consent:/,
    );
  });
});
