import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { accessories } from "./accessories";
import { customers } from "./customers";
import { diyKits } from "./diy-kits";
import { galleryCategories, galleryExtras } from "./gallery";
import { saunas } from "./saunas";
import { tours } from "./tours";
import type { Customer } from "./schemas";
import { type Testimonial, testimonials } from "./testimonials";
import { logoProblems, validateCatalogue } from "./validate";
import { withChanged } from "../../tests/with-changed";

const refuses = (message: RegExp) => () => expect(() => validateCatalogue()).toThrow(message);
const accepts = () => expect(() => validateCatalogue()).not.toThrow();

describe("validateCatalogue", () => {
  it("accepts the catalogue as shipped", accepts);

  it("names the data set and field of an invalid entry", () => {
    withChanged(
      customers,
      (list) => (list[0] = { ...list[0]!, name: "" }),
      refuses(/customers\.0\.name/),
    );
  });

  it("counts nothing: one accessory more or one fewer is still a valid catalogue", () => {
    const extra = { ...accessories[0]!, id: "another-accessory", name: "Another Accessory" };
    withChanged(accessories, (list) => list.push(extra), accepts);
    withChanged(accessories, (list) => list.pop(), accepts);
  });

  it("refuses an empty list", () => {
    withChanged(accessories, (list) => list.splice(0), refuses(/accessories/));
  });

  it("refuses two items with the same id", () => {
    const twin = { ...accessories[1]!, id: accessories[0]!.id };
    withChanged(accessories, (list) => (list[1] = twin), refuses(/every accessory id needs one/));
  });

  it("refuses a picture without alt text", () => {
    const item = accessories[0]!;
    const bare = { ...item, image: { ...item.image, alt: "" } };
    withChanged(accessories, (list) => (list[0] = bare), refuses(/accessories\.0\.image\.alt/));
  });

  it("refuses a picture whose files are not in public/media", () => {
    const item = accessories[0]!;
    const gone = {
      ...item,
      image: { ...item.image, image: { ...item.image.image, path: "/media/gone.0" } },
    };
    withChanged(
      accessories,
      (list) => (list[0] = gone),
      refuses(/\/media\/gone\.0-\d+\.avif is not in public\/media/),
    );
  });
});

describe("numbers and their units", () => {
  it("refuses copy in which a line could end between a number and its unit", async () => {
    const { accessories } = await import("./accessories");
    const original = accessories[0]!;
    accessories[0] = { ...original, description: "A timer for a room at 80 °C, turned once." };
    try {
      expect(() => validateCatalogue()).toThrow(/accessories\.0\.description: "…[^"]*80 °C/);
    } finally {
      accessories[0] = original;
    }
  });
});

describe("the sauna collection rules", () => {
  it("refuses a material that is not one of the timbers", () => {
    const balsa = { ...saunas[0]!, materials: ["balsa"] };
    withChanged(
      saunas,
      (list) => (list[0] = balsa),
      refuses(/every material must be one of the timbers/),
    );
  });

  it("refuses plans for Vakio", () => {
    const index = saunas.findIndex((sauna) => sauna.slug === "vakio");
    const withPlan = { ...saunas[index]!, plan: saunas[0]!.plan };
    withChanged(saunas, (list) => (list[index] = withPlan), refuses(/not Vakio/));
  });

  it("refuses a plan PDF the plans script does not write", () => {
    const sauna = saunas[0]!;
    const elsewhere = { ...sauna, plan: { ...sauna.plan!, pdf: "/plans/other-plan.pdf" } };
    withChanged(saunas, (list) => (list[0] = elsewhere), refuses(/\/plans\/\{slug\}-plan\.pdf/));
  });

  it("refuses the collections in another order than the range", () => {
    withChanged(saunas, (list) => list.reverse(), refuses(/the saunas must be .* in that order/));
  });
});

describe("the gallery rules", () => {
  it("refuses an eighth category: the overview's layout has seven tiles", () => {
    const eighth = { ...galleryCategories[0]!, slug: "eighth", route: "category/eighth" };
    withChanged(galleryCategories, (list) => list.push(eighth), refuses(/layout has 7 tiles/));
  });

  it("refuses two categories with the same slug", () => {
    withChanged(
      galleryCategories,
      (list) => (list[1] = { ...list[1]!, slug: list[0]!.slug, route: list[0]!.route }),
      refuses(/every gallery category slug needs one/),
    );
  });

  it("refuses two pictures with the same id, even across categories and extras", () => {
    const id = galleryCategories[1]!.images[1]!.id;
    withChanged(
      galleryExtras,
      (list) => (list[0] = { ...list[0]!, id }),
      refuses(/every gallery image needs an id of its own/),
    );
  });

  it("accepts fewer extra pictures, but not none", () => {
    withChanged(galleryExtras, (list) => list.pop(), accepts);
    withChanged(galleryExtras, (list) => list.splice(0), refuses(/galleryExtras/));
  });

  it("refuses a route that is not category/{slug}", () => {
    withChanged(
      galleryCategories,
      (list) => (list[2] = { ...list[2]!, route: "category/other" }),
      refuses(/galleryCategories\.2\.route/),
    );
  });

  it("refuses a cover that is not one of the category's pictures", () => {
    const elsewhere = galleryCategories[0]!.images[0]!.id;
    withChanged(
      galleryCategories,
      (list) => (list[4] = { ...list[4]!, cover: elsewhere }),
      refuses(/cover is the id of one of the category's images/),
    );
  });

  it("refuses client renderings that leave out a client tour", () => {
    const index = galleryCategories.findIndex(({ slug }) => slug === "client-3d-renderings");
    const category = galleryCategories[index]!;
    const fewer = { ...category, tours: category.tours!.slice(1) };
    withChanged(
      galleryCategories,
      (list) => (list[index] = fewer),
      refuses(/shows every client tour/),
    );
  });

  it("refuses a tour that does not exist", () => {
    withChanged(
      galleryCategories,
      (list) => (list[0] = { ...list[0]!, tours: ["no-such-tour"] }),
      refuses(/must be tours of tours\.ts/),
    );
  });

  it("refuses a tour that no page shows", () => {
    const unseen = { ...tours[0]!, id: "unseen", embedUrl: "/tours/unseen" };
    withChanged(tours, (list) => list.push(unseen), refuses(/every tour must be shown/));
  });
});

describe("the DIY kits", () => {
  it("need four or more for the carousel to loop, and may be more", () => {
    withChanged(diyKits, (list) => list.pop(), refuses(/loops only with 4 kits or more/));
    const fifth = { ...diyKits[0]!, id: "kit-9", name: "Kit 9" };
    withChanged(diyKits, (list) => list.push(fifth), accepts);
  });
});

describe("testimonials", () => {
  const quote: Testimonial = {
    name: "Fixture Client",
    suburb: "Fixture Suburb",
    project: "A fixture sauna",
    quote: "Words written for this test and shown nowhere.",
    date: "2025-03-14",
  };

  it("accepts none, and a complete one", () => {
    accepts();
    withChanged(testimonials, (list) => list.push(quote), accepts);
  });

  it("refuses a date that is not YYYY-MM-DD, does not exist or has not come", () => {
    for (const date of ["14/03/2025", "2025-06-31", "2999-01-01"]) {
      withChanged(
        testimonials,
        (list) => list.push({ ...quote, date }),
        refuses(/testimonials\.0\.date/),
      );
    }
  });

  it("refuses a testimonial without a name, suburb, project or quote", () => {
    for (const field of ["name", "suburb", "project", "quote"] as const) {
      withChanged(
        testimonials,
        (list) => list.push({ ...quote, [field]: " " }),
        refuses(new RegExp(`testimonials\\.0\\.${field}`)),
      );
    }
  });
});

describe("customers' logos", () => {
  const dir = mkdtempSync(join(tmpdir(), "logos-"));
  const png = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  png.writeUInt32BE(400, 16);
  png.writeUInt32BE(100, 20);
  writeFileSync(join(dir, "fixture.png"), png);
  writeFileSync(
    join(dir, "fixture.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"></svg>',
  );
  writeFileSync(join(dir, "not-a-picture.svg"), "plain text");
  writeFileSync(join(dir, "svg-named-png.png"), '<svg viewBox="0 0 160 40"></svg>');

  const customer = (file: string, width = 160, height = 40): Customer => ({
    name: "Fixture",
    style: "serif",
    logo: { file, width, height },
  });

  it("accepts an SVG or a PNG in the folder, in the proportions given", () => {
    expect(logoProblems([customer("fixture.svg"), customer("fixture.png", 200, 50)], dir)).toEqual(
      [],
    );
    expect(logoProblems([{ name: "No logo", style: "serif" }], dir)).toEqual([]);
  });

  it("refuses a missing file, a file that is not what its name says, and other proportions", () => {
    expect(logoProblems([customer("missing.svg")], dir)).toEqual([
      expect.stringMatching(/not in public\/logos/),
    ]);
    expect(logoProblems([customer("not-a-picture.svg")], dir)).toEqual([
      expect.stringMatching(/not SVG/),
    ]);
    expect(logoProblems([customer("svg-named-png.png")], dir)).toEqual([
      expect.stringMatching(/not PNG/),
    ]);
    expect(logoProblems([customer("fixture.png", 100, 100)], dir)).toEqual([
      expect.stringMatching(/proportions/),
    ]);
  });

  it("refuses a logo that is neither SVG nor PNG by name", () => {
    withChanged(
      customers,
      (list) => (list[0] = { ...list[0]!, logo: { file: "logo.gif", width: 10, height: 10 } }),
      refuses(/customers\.0\.logo\.file/),
    );
  });

  it("marks every invented customer as a placeholder", () => {
    // Today's names are all invented; a real client is added without the mark.
    expect(customers.every((entry) => entry.placeholder === true || entry.logo)).toBe(true);
  });
});
