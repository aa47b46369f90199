/**
 * `npm run studio-range`: writes `content-studio/rules/range.ts`, the part of the range the
 * developer keeps (the collections, kits, ice bath and steam rooms: each item's slug, name and
 * kind, and whether it is priced from its kits), the kinds the business adds in the Studio itself
 * (heaters, accessories, aromas), and the figures any item's words may name, from the site's range. The Studio cannot import the site's code (its dev server serves only its own
 * folder), so it keeps this written-out list; `app/content/studio-range.test.ts` fails when the
 * list and the range differ, and names this command.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { format } from "prettier";

import { accessoryFigures, renderedAccessories } from "../../app/catalogue/accessories";
import { renderedAromas } from "../../app/catalogue/aromas";
import { renderedHeaters } from "../../app/catalogue/heaters";
import { iceBathFigures } from "../../app/catalogue/ice-baths";
import { ADDED_KINDS, everyItem, fixedRange as range } from "../../app/catalogue/range";
import { saunaFigures } from "../../app/catalogue/saunas";
import { isSaunaSlug, soldAsKits } from "../../app/content/range-core";
import { otherInterests } from "../../app/content/interests";
import { paths } from "../../app/routing/paths";

/**
 * The enquiry form's other interests and the pages under /products/ (the comparison, the kits,
 * the aromas, the accessories, the heaters, the sizing, the ice baths' folder).
 */
function takenSlugs(): string[] {
  const pages = [...Object.values(paths), paths.iceBath("")].flatMap((path) =>
    typeof path === "string" && path.startsWith("/products/") ? [path.split("/")[2]!] : [],
  );
  return [...new Set([...otherInterests.map(({ topic }) => topic), ...pages])];
}

/** Those of `keys` of `object`, in that order. */
function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

/** The figures each item's words may name, by slug, as the catalogue fills them in. */
function figuresOf(slug: string, kind: string): string[] {
  if (kind === "sauna" && isSaunaSlug(slug)) return Object.keys(saunaFigures(slug));
  if (kind === "ice-bath") return Object.keys(iceBathFigures);
  return Object.keys((accessoryFigures as Record<string, object>)[slug] ?? {});
}

export const STUDIO_RANGE_FILE = resolve("content-studio/rules/range.ts");

/** The module's text, formatted as the project formats its code. */
export async function studioRangeModule(): Promise<string> {
  // An added collection's words name the figures its front gives (`cabinFigures`), not a list here.
  const added = everyItem.filter(
    (item) =>
      ADDED_KINDS.includes(item.kind) &&
      item.kind !== "sauna" &&
      !range.some((fixed) => fixed.slug === item.slug),
  );
  const addedFigures = Object.fromEntries(
    added.flatMap(({ slug, kind }) =>
      figuresOf(slug, kind).length ? [[slug, figuresOf(slug, kind)]] : [],
    ),
  );
  const rendered = [renderedHeaters, renderedAccessories, renderedAromas].flatMap(Object.keys);
  const items = range.map((item) => ({
    slug: item.slug,
    name: item.name,
    kind: item.kind,
    ...(soldAsKits.has(item.slug) ? { pricedFromKits: true } : {}),
    // A collection built to order keeps its standard cabin on its Range item; one sold as kits
    // is offered in its smallest kit's.
    ...("model" in item && soldAsKits.has(item.slug)
      ? { standard: pick(item.model, ["width", "depth", "outside", "inside", "front"]) }
      : {}),
    ...(figuresOf(item.slug, item.kind).length ? { figures: figuresOf(item.slug, item.kind) } : {}),
  }));
  const source = `/**
 * The site's range as the Studio knows it. Written by \`npm run studio-range\` from the site's
 * range; the site's tests fail when the two differ. Dependency-free, so that the Studio and the
 * site's content check both read it.
 */
export type RangeKind = ${[...new Set(everyItem.map(({ kind }) => JSON.stringify(kind)))].join(" | ")};

export interface StudioRangeItem {
  slug: string;
  name: string;
  kind: RangeKind;
  /** A collection sold as kits: priced from its smallest kit, so its document holds no price. */
  pricedFromKits?: true;
  /** The figures its words may name in braces, \`{width}\`, which the site fills in. */
  figures?: string[];
  /**
   * A collection sold as kits: the cabin it is always offered in (outside, in mm). A collection
   * built to order keeps its own on its Range item ("Standard cabin").
   */
  standard?: { width: number; depth: number; outside: string; inside: string; front: string };
}

/**
 * The items a developer adds (each with its model, plans and pages in the site's code): the sauna
 * collections, the kits, the ice bath and the steam rooms. Each has one Range item document.
 */
export const STUDIO_RANGE: readonly StudioRangeItem[] = ${JSON.stringify(items)};

/**
 * The kinds the business adds itself: a Range item of one of these kinds, with a slug of its own,
 * is an item of the range. Its document holds its name, its place in its page's list and, for a
 * heater, the maker's figures; for a sauna collection, its standard cabin ("Standard cabin").
 */
export const ADDED_KINDS: readonly RangeKind[] = ${JSON.stringify(ADDED_KINDS)};

/**
 * The added items the site has a render of (a 3D model in its code): any other needs its
 * photograph, its only picture.
 */
export const RENDERED_ITEMS: readonly string[] = ${JSON.stringify(rendered)};

/** The figures the words of an added item may name, by slug, where the site works some out. */
export const ADDED_FIGURES: Readonly<Record<string, string[]>> = ${JSON.stringify(addedFigures)};

/** A Range item as the rules read it: its slug and, for an added item, its kind. */
export interface ItemDocument {
  slug?: unknown;
  kind?: unknown;
}

/** The developer's item a document is for, if it is one. */
export function fixedItem(document: ItemDocument | undefined): StudioRangeItem | undefined {
  return STUDIO_RANGE.find((item) => item.slug === document?.slug);
}

/** The kind of the item a document is for: the developer's item's, or the kind it was added as. */
export function kindOfItem(document: ItemDocument | undefined): RangeKind | undefined {
  const kind = document?.kind;
  return (
    fixedItem(document)?.kind ??
    (ADDED_KINDS.find((added) => added === kind) as RangeKind | undefined)
  );
}

/**
 * The kinds the business may withdraw in the Studio ("Withdrawn"): left out of every page, their
 * documents kept so that they can come back. The steam rooms are cards on one page, with no page or
 * plans of their own, so they may go too, one at least staying. A collection the business added
 * may go, its page with it; one of the developer's collections, a kit or the ice bath is withdrawn
 * by a developer, since its renders, tours and gallery go with it.
 */
export const WITHDRAWABLE: readonly RangeKind[] = [...ADDED_KINDS, "steam-room"];

/** Whether the item a document is for may be withdrawn in the Studio. */
export function withdrawable(document: ItemDocument | undefined): boolean {
  const kind = kindOfItem(document);
  if (!kind || !WITHDRAWABLE.includes(kind)) return false;
  return kind !== "sauna" || !fixedItem(document);
}

/**
 * The slugs a collection the business adds may not take: its slug is what the enquiry form ticks
 * for it (so not one of the form's other interests) and its page's address (so not one of the
 * pages already under /products/).
 */
export const TAKEN_SLUGS: readonly string[] = ${JSON.stringify(takenSlugs())};

/** What the Studio and the build say of a collection given one of them. */
export function takenSlugProblem(slug: string): string | undefined {
  if (!TAKEN_SLUGS.includes(slug)) return undefined;
  return \`"\${slug}" is taken by another page or by an interest of the enquiry form: choose another\`;
}

/** What the Studio and the build say of any other item marked withdrawn. */
export const WITHDRAW_ONLY =
  "Only a heater, an accessory, an aroma, a steam room or a collection you added can be withdrawn here; ask your developer to withdraw a larger item";

/** What they say when every steam room is withdrawn: the steam rooms page needs one to show. */
export const LAST_STEAM_ROOM =
  "At least one steam room stays on sale, since the steam rooms page shows them: turn Withdrawn off on one of them";
`;
  return format(source, { parser: "typescript", filepath: STUDIO_RANGE_FILE, printWidth: 100 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(STUDIO_RANGE_FILE, await studioRangeModule());
  console.log(`studio-range: ${range.length} items to content-studio/rules/range.ts`);
}
