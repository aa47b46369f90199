// @vitest-environment jsdom
/**
 * The whole path of the proof, as an editor's change travels it: a copy of the embedded dataset
 * with a real customer's logo, an example cleared and a client's testimonial with a photograph,
 * read and checked by `npm run content` into a module, and that module drawn by the home page's
 * sections as a production build draws them.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { LogoStrip } from "../../app/components/logo-strip";
import { ReviewsWidget } from "../../app/components/reviews-widget";
import { asset, testimonial } from "../../app/content/fixtures";
import type { Proof } from "../../app/content/proof";
import type { Price } from "../../app/content/range-core";
import { buildContent } from "./content";
import { datasetCopy, madeDir, removeMade } from "./dataset-copy";
import { BLOG_CONTENT_DIR, readDataset } from "../../app/dataset/embedded-files.server";

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><path d="M0 0h320v80H0z"/></svg>';

afterEach(() => {
  removeMade();
  vi.doUnmock(PRICES_MODULE);
});

/** The modules the pages would import, made from the dataset copy in `dir`. */
async function generatedFrom(dir: string, { drafts = false } = {}) {
  // Inside the project, where the test runner imports modules from.
  const outDir = madeDir("content-", resolve(".cache"));
  await buildContent({ datasetDir: dir, outDir, drafts });
  return {
    proof: (await import(/* @vite-ignore */ join(outDir, "proof.ts"))) as Proof,
    prices: (await import(/* @vite-ignore */ join(outDir, "prices.ts"))) as {
      prices: Record<string, Price>;
    },
    faq: (await import(/* @vite-ignore */ join(outDir, "faq.ts"))) as {
      ownQuestions: { question: string }[];
    },
  };
}

/** The generated prices module, which the range imports. */
const PRICES_MODULE = resolve("app/content/generated/prices.ts");

/** The site's modules as a build made from `prices` would load them. */
function loadWith(prices: object) {
  vi.resetModules();
  vi.doMock(PRICES_MODULE, () => prices);
}

/** The Kaelis's document as it is published in the embedded dataset. */
const publishedKaelis = () =>
  readDataset(BLOG_CONTENT_DIR).find((doc) => doc._id === "range-item-kaelis")!;

describe("drafts in a copy of the dataset", () => {
  // An editor's unpublished changes: a new price for the Kaelis, and a question of the
  // business's own never yet published.
  const drafts = () =>
    datasetCopy([
      {
        ...publishedKaelis(),
        _id: "drafts.range-item-kaelis",
        price: { from: 152_000, availability: "MadeToOrder", confirmed: true },
      },
      {
        _id: "drafts.faq-mauritius",
        _type: "faqQuestion",
        question: "Do you deliver to Mauritius?",
        answer: "Yes: we crate a cabin for the sea crossing.",
        group: "buying",
        order: 10,
      },
    ]);

  it("stay out of the public site's build", async () => {
    const { prices, faq } = await generatedFrom(drafts());
    expect(prices.prices.kaelis).toMatchObject({ amount: 145_000, confirmed: false });
    expect(faq.ownQuestions).toEqual([]);
  });

  it("are what the editors' preview shows, in place of what is published", async () => {
    const { prices, faq } = await generatedFrom(drafts(), { drafts: true });
    expect(prices.prices.kaelis).toMatchObject({ amount: 152_000, confirmed: true });
    expect(faq.ownQuestions.map(({ question }) => question)).toEqual([
      "Do you deliver to Mauritius?",
    ]);
  });
});

describe("a change to the proof in a copy of the dataset", () => {
  it("reaches the logo strip and the testimonials a production build shows", async () => {
    const logo = asset("bbb222", 320, 80, "svg");
    const photo = asset("aaa111", 1600, 1200, "jpg");
    const dir = datasetCopy(
      [
        logo.doc,
        photo.doc,
        {
          _id: "customer-copperleaf",
          _type: "customer",
          name: "Copperleaf Lodge",
          wordmark: "serif",
          logo: logo.ref,
        },
        testimonial({
          photo: { ...photo.ref, alt: "The fixture client's garden sauna at dusk" },
        }),
      ],
      // The business confirms one of the example names as a real client.
      (doc) => (doc._id === "customer-kestrel" ? { ...doc, example: false } : doc),
    );
    writeFileSync(join(dir, "images", "bbb222-320x80.svg"), LOGO);
    const { customers, testimonials } = (await generatedFrom(dir)).proof;

    const strip = render(<LogoStrip title="Trusted by" id="logos" list={customers} production />);
    const original = strip.container.querySelector<HTMLElement>("[data-logo-list=original]")!;
    const image = within(original).getByRole("img", { name: "Copperleaf Lodge" });
    expect(image.getAttribute("src")).toBe(logo.doc.url);
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
    expect(picture.getAttribute("src")).toBe(`${String(photo.doc.url)}?w=1200&fm=jpg&fit=max`);
  });

  it("reaches every place a price is shown: sheets, the brochure, structured data", async () => {
    const dir = datasetCopy([], (doc) =>
      doc._id === "range-item-aurora"
        ? { ...doc, price: { from: 199_000, availability: "MadeToOrder", confirmed: true } }
        : doc._id === "range-item-vakio-two"
          ? { ...doc, price: { from: 59_000, availability: "MadeToOrder", confirmed: false } }
          : doc,
    );
    loadWith((await generatedFrom(dir)).prices);
    const { saunaItem, range } = await import("../../app/catalogue/range");
    const { sheetContent, listingSections } = await import("../brochure/content");
    const { productJsonLd } = await import("../../app/seo/products");
    const { validateCatalogue } = await import("../../app/catalogue/validate");

    expect(sheetContent("aurora").price).toBe("From R\u00a0199\u00a0000");
    // Vakio is priced from its smallest kit, so it follows the kit that became the cheapest.
    expect(sheetContent("vakio").price).toBe("From R\u00a059\u00a0000");
    const kits = listingSections().find((section) => section.kind === "diy-kit")!;
    expect(kits.rows.find((row) => row.name === "Vakio Two")?.price).toBe(
      "From R\u00a059\u00a0000",
    );
    const aurora = saunaItem("aurora");
    expect(aurora.price).toMatchObject({ amount: 199_000, confirmed: true });
    const jsonLd = productJsonLd({
      name: aurora.name,
      description: "A fixture description of the Aurora for this test.",
      path: aurora.path,
      image: {
        path: "/media/x",
        widths: [480],
        width: 480,
        height: 320,
        placeholder: "data:image/webp;base64,",
      },
      price: aurora.price,
    });
    expect(jsonLd).toMatchObject({ offers: { price: "199000" } });
    expect(range.filter((item) => item.price.kind === "from")).toHaveLength(range.length);
    expect(() => validateCatalogue()).not.toThrow();
  });

  it("stops the build on an item of the range without a price, naming it", async () => {
    const dir = datasetCopy([], (doc) =>
      doc._id === "range-item-aurora" ? { ...doc, _id: "drafts.range-item-aurora" } : doc,
    );
    await expect(generatedFrom(dir)).rejects.toThrow(
      /range: "Aurora" \(aurora\) has no price: open Range: prices and photographs in the Studio/,
    );
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
    await expect(buildContent({ datasetDir: dir, outDir: dir })).rejects.toThrow(
      /testimonial "Unagreed Client" \(testimonial-unagreed\), consent:/,
    );
  });

  it("stops on a field the Studio does not have, naming the document, its title and the field", async () => {
    const dir = datasetCopy([], (doc) =>
      doc._id === "range-item-rose"
        ? { ...doc, descripton: "Words typed into a mistyped field." }
        : doc,
    );
    await expect(buildContent({ datasetDir: dir, outDir: dir })).rejects.toThrow(
      /Range item "Rose" \(range-item-rose\), descripton: not a field of the Studio's "Range item"/,
    );
  });

  it("stops on two posts at one address, naming both", async () => {
    const dir = datasetCopy([], (doc) =>
      doc._id === "post-ice-bath-routine"
        ? { ...doc, slug: { _type: "slug", current: "choosing-sauna-wood" } }
        : doc,
    );
    await expect(buildContent({ datasetDir: dir, outDir: dir })).rejects.toThrow(
      /posts post-choosing-sauna-wood, post-ice-bath-routine, slug: "choosing-sauna-wood" is the address of 2 posts/,
    );
  });
});
