/**
 * `npm run studio-range`: writes `content-studio/rules/range.ts`, the range as the content studio
 * knows it (each item's slug, name and kind, and whether it is priced from its kits), from the
 * site's range. The Studio cannot import the site's code (its dev server serves only its own
 * folder), so it keeps this written-out list; `app/content/studio-range.test.ts` fails when the
 * list and the range differ, and names this command.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { format } from "prettier";

import { accessoryFigures } from "../../app/catalogue/accessories";
import { iceBathFigures } from "../../app/catalogue/ice-baths";
import { everyItem as range } from "../../app/catalogue/range";
import { saunaFigures } from "../../app/catalogue/saunas";
import { isSaunaSlug, soldAsKits } from "../../app/content/range-core";

/** The figures each item's words may name, by slug, as the catalogue fills them in. */
function figuresOf(slug: string, kind: string): string[] {
  if (kind === "sauna" && isSaunaSlug(slug)) return Object.keys(saunaFigures(slug));
  if (kind === "ice-bath") return Object.keys(iceBathFigures);
  return Object.keys((accessoryFigures as Record<string, object>)[slug] ?? {});
}

export const STUDIO_RANGE_FILE = resolve("content-studio/rules/range.ts");

/** The module's text, formatted as the project formats its code. */
export async function studioRangeModule(): Promise<string> {
  const items = range.map(({ slug, name, kind }) => ({
    slug,
    name,
    kind,
    ...(soldAsKits.has(slug) ? { pricedFromKits: true } : {}),
    ...(figuresOf(slug, kind).length ? { figures: figuresOf(slug, kind) } : {}),
  }));
  const source = `/**
 * The site's range as the Studio knows it: each item's slug, its name and its kind. Written by
 * \`npm run studio-range\` from the site's range; the site's tests fail when the two differ.
 * Dependency-free, so that the Studio and the site's content check both read it.
 */
export type RangeKind = ${[...new Set(range.map(({ kind }) => JSON.stringify(kind)))].join(" | ")};

export interface StudioRangeItem {
  slug: string;
  name: string;
  kind: RangeKind;
  /** A collection sold as kits: priced from its smallest kit, so its document holds no price. */
  pricedFromKits?: true;
  /** The figures its words may name in braces, \`{width}\`, which the site fills in. */
  figures?: string[];
}

export const STUDIO_RANGE: readonly StudioRangeItem[] = ${JSON.stringify(items)};

/**
 * The kinds the business may withdraw in the Studio ("Withdrawn"): left out of every page, their
 * documents kept so that they can come back. A larger item is withdrawn by a developer.
 */
export const WITHDRAWABLE: readonly RangeKind[] = ["accessory", "aroma"];

/** What the Studio and the build say of any other item marked withdrawn. */
export const WITHDRAW_ONLY =
  "Only an accessory or an aroma can be withdrawn here; ask your developer to withdraw a larger item";
`;
  return format(source, { parser: "typescript", filepath: STUDIO_RANGE_FILE, printWidth: 100 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(STUDIO_RANGE_FILE, await studioRangeModule());
  console.log(`studio-range: ${range.length} items → content-studio/rules/range.ts`);
}
