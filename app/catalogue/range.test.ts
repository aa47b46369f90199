/**
 * The range's rules, and what is derived from it: every item on a page that is built, the cabins
 * the pages, the drawings and the plans show agreeing with their models, one set of Vakio kits, the
 * menu and the footer linking what exists. Rules over the data, never today's names or numbers.
 */
import { describe, expect, it } from "vitest";

import { mainNavigation } from "../content/navigation";
import { paths, patterns } from "../routing/paths";
import { indexablePaths, prerenderPaths } from "../prerender";
import { site } from "../content/site";

import { diyKits } from "./diy-kits";
import { iceBaths } from "./ice-baths";
import {
  accessoryRange,
  type AnyItem,
  aromaRange,
  iceBathRange,
  kindPages,
  kitRange,
  otherInterests,
  range,
  rangeKinds,
  saunaRange,
  saunaSlugs,
  saunasWithPlans,
  timberIds,
} from "./range";
import { saunas } from "./saunas";
import { rangeProblems } from "./validate";
import { timbers } from "./woods";

const enquiryTopics: readonly string[] = [
  ...saunaSlugs,
  ...otherInterests.map(({ topic }) => topic),
];

describe("the range", () => {
  it("has items of every kind, and no two items of a kind share a slug", () => {
    for (const kind of rangeKinds) {
      const slugs = range.filter((item) => item.kind === kind).map((item) => item.slug);
      expect(slugs.length, kind).toBeGreaterThan(0);
      expect(new Set(slugs).size, kind).toBe(slugs.length);
    }
  });

  it("shows every item on a page that is built and listed in the sitemap", async () => {
    const built = new Set(await indexablePaths());
    expect(range.filter((item) => !built.has(item.path)).map((item) => item.slug)).toEqual([]);
    for (const kind of rangeKinds) expect(built.has(kindPages[kind].path), kind).toBe(true);
  });

  it("shows a sauna or an ice bath on its own page, anything else on its kind's page", () => {
    const ownPage: Partial<Record<AnyItem["kind"], (slug: string) => string>> = {
      sauna: paths.sauna,
      "ice-bath": paths.iceBath,
    };
    for (const item of range) {
      const expected = ownPage[item.kind]?.(item.slug) ?? kindPages[item.kind].path;
      expect(item.path, `${item.kind} ${item.slug}`).toBe(expected);
    }
  });

  it("never gives a sauna a slug that is the address of another page", () => {
    const fixed = new Set<string>(
      Object.values(patterns).filter((pattern) => !pattern.includes(":")),
    );
    for (const sauna of saunaRange) expect(fixed.has(sauna.path), sauna.slug).toBe(false);
  });

  it("asks about each item with an enquiry topic the form offers; a sauna by its own slug", () => {
    for (const item of range) expect(enquiryTopics, item.slug).toContain(item.topic);
    for (const sauna of saunaRange) expect(sauna.topic).toBe(sauna.slug);
    expect(saunaRange.map((sauna) => sauna.slug)).toEqual([...saunaSlugs]);
  });

  it("prices every item with a positive amount, or on request", () => {
    for (const item of range) {
      if (item.price.kind === "from") expect(item.price.amount, item.slug).toBeGreaterThan(0);
    }
  });
});

describe("the cabins", () => {
  const timberNames = new Map(timbers.map((timber) => [timber.id, timber.name]));

  it("are built of the timbers woods.ts describes, and of no other", () => {
    expect([...timberIds].sort()).toEqual(timbers.map((timber) => timber.id).sort());
    for (const { slug, model } of saunaRange) {
      expect(timberNames.has(model.outside), `${slug} outside`).toBe(true);
      expect(timberNames.has(model.inside), `${slug} inside`).toBe(true);
    }
  });

  it("show on each sauna's page the model's timbers and size", () => {
    for (const { slug, model } of saunaRange) {
      const sauna = saunas.find((candidate) => candidate.slug === slug);
      expect(sauna, slug).toBeDefined();
      expect([...sauna!.materials].sort(), slug).toEqual(
        [...new Set([model.outside, model.inside])].sort(),
      );
      expect(sauna!.dimensions, slug).toEqual({
        width: model.width,
        depth: model.depth,
        height: model.height,
      });
    }
  });

  it("are drawn in elevation for every collection, and in plan where the page offers plans", async () => {
    const { planPictures } = await import("../../scripts/plans/pictures");
    for (const { slug } of saunaRange) {
      expect(planPictures[`saunas/${slug}/gallery-5`], `${slug} elevations`).toBeDefined();
      expect(`saunas/${slug}/plan` in planPictures, `${slug} plan`).toBe(
        saunasWithPlans.includes(slug),
      );
    }
    const plan = planPictures["saunas/aurora/plan"]!;
    expect(plan.render()).toMatch(
      new RegExp(`^<svg[^>]* width="${plan.width}" height="${plan.height}"`),
    );
  });

  it("offer plans exactly where the sauna's page has them", () => {
    for (const sauna of saunas) {
      expect(Boolean(sauna.plan), sauna.slug).toBe(saunasWithPlans.includes(sauna.slug));
      if (sauna.plan) expect(sauna.plan.pdf).toBe(paths.planPdf(sauna.slug));
    }
  });

  it("are described in their pictures' text by their own timbers", () => {
    // A timber as a description names it: "western red cedar", "thermo pine", "lunawood"…
    const phrase = (id: string) => id.replace(/-/g, " ");
    const normal = (text: string) => text.toLowerCase().replace(/-/g, " ");
    /** The timbers a description names in full, longest names first ("thermo pine", not "pine"). */
    const named = (text: string) => {
      let rest = normal(text);
      const found: string[] = [];
      for (const id of [...timberIds].sort((a, b) => b.length - a.length)) {
        const words = new RegExp(`\\b${phrase(id)}\\b`, "g");
        if (words.test(rest)) found.push(id);
        rest = rest.replace(words, " ");
      }
      return found;
    };
    /** Whether a description names the timber, in full or by its last word ("cedar"). */
    const mentions = (text: string, id: string) =>
      new RegExp(`\\b${phrase(id).split(" ").at(-1)}\\b`).test(normal(text));

    for (const { slug, model } of saunaRange) {
      const sauna = saunas.find((candidate) => candidate.slug === slug)!;
      const own: string[] = [model.outside, model.inside];
      for (const picture of [sauna.image, ...sauna.gallery]) {
        const strangers = named(picture.alt).filter((id) => !own.includes(id));
        expect(strangers, `${slug}: "${picture.alt}"`).toEqual([]);
      }
      expect(mentions(sauna.image.alt, model.outside), sauna.image.alt).toBe(true);
    }
  });
});

describe("the Vakio kits", () => {
  const vakio = saunas.find((sauna) => sauna.kits);

  it("are the same on the DIY kits page as on the Vakio page: names and footprints", () => {
    expect(vakio, "a sauna sold as kits").toBeDefined();
    const onVakioPage = vakio!.kits!.map(({ slug, name, width, depth }) => ({
      slug,
      name,
      width,
      depth,
    }));
    const onKitsPage = diyKits.map(({ id, name, width, depth }) => ({
      slug: id,
      name,
      width,
      depth,
    }));
    expect(onKitsPage).toEqual(onVakioPage);
    expect(onKitsPage).toEqual(
      kitRange.map(({ slug, name, width, depth }) => ({ slug, name, width, depth })),
    );
  });

  it("carry the range's prices on the DIY kits page", () => {
    expect(diyKits.map((kit) => kit.price)).toEqual(kitRange.map((kit) => kit.price));
  });

  it("start at the price of the sauna sold as them", () => {
    const smallest = Math.min(
      ...kitRange.flatMap((kit) => (kit.price.kind === "from" ? [kit.price.amount] : [])),
    );
    const item = saunaRange.find((sauna) => sauna.slug === vakio!.slug)!;
    expect(item.price).toMatchObject({ kind: "from", amount: smallest });
  });
});

describe("the ice baths", () => {
  it("are the range's, in its order, at its prices", () => {
    expect(iceBaths.map((bath) => bath.slug)).toEqual(iceBathRange.map((item) => item.slug));
  });
});

describe("the menu and the footer", () => {
  const hrefs = mainNavigation.flatMap((item) => [
    item.href,
    ...(item.groups ?? []).flatMap((group) => group.links.map((link) => link.href)),
  ]);
  const times = (href: string) => hrefs.filter((candidate) => candidate === href).length;

  it("link every sauna, every ice bath and every range page exactly once", () => {
    const pages = [
      ...saunaRange.map((sauna) => sauna.path),
      ...iceBathRange.map((bath) => bath.path),
      ...rangeKinds.map((kind) => kindPages[kind].path),
    ];
    for (const path of new Set(pages)) expect(times(path), path).toBe(1);
  });

  it("link in the footer's services only pages that are built", async () => {
    const built = new Set(await prerenderPaths());
    expect(site.services.length).toBeGreaterThan(0);
    for (const service of site.services) expect(built.has(service.href), service.href).toBe(true);
  });
});

describe("rangeProblems", () => {
  const accessory = accessoryRange[0]!;
  const aroma = aromaRange[0]!;

  it("finds none in the range as shipped", () => {
    expect(rangeProblems()).toEqual([]);
  });

  it("catches an item that no page shows", () => {
    const unseen: AnyItem = { ...accessory, slug: "an-unseen-accessory" };
    expect(rangeProblems([...range, unseen])).toEqual([
      expect.stringMatching(/accessory "an-unseen-accessory" is on no page/),
    ]);
  });

  it("catches an item a page shows that the range lacks", () => {
    expect(rangeProblems(range.filter((item) => item !== aroma))).toEqual([
      expect.stringMatching(
        new RegExp(`the page shows aroma "${aroma.slug}", which the range lacks`),
      ),
    ]);
  });

  it("catches two items of a kind with the same slug, but not of different kinds", () => {
    expect(rangeProblems([...range, { ...accessory }])).toEqual([
      expect.stringMatching(/two accessory items share a slug/),
    ]);
    const sameSlugOtherKind: AnyItem = { ...accessory, kind: "aroma", slug: aroma.slug };
    expect(rangeProblems([...range.filter((item) => item !== aroma), sameSlugOtherKind])).toEqual(
      [],
    );
  });
});
