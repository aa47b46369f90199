/**
 * The two kinds of document: a sauna's one-page spec sheet, and the brochure of the whole range
 * (a cover, a page for each sauna, the rest of the range as listings, and a contact page).
 * Imports the site's configuration through app/content/site.ts: Node entry points load it first
 * (`build-brochure.ts` does).
 */
import { fileURLToPath } from "node:url";

import { kindPages, saunaRange, type SaunaSlug } from "../../app/catalogue/range";
import { sizeText } from "../../app/format/units";
import { allSheets, contactContent, listedKinds, listingSections, sheetContent } from "./content";
import {
  createDocument,
  drawContactPage,
  drawCover,
  drawListingPage,
  drawSheetPage,
  listingPages,
  Pictures,
} from "./render";

export const PUBLIC_DIR = fileURLToPath(new URL("../../public/", import.meta.url));

/** The sauna whose picture is on the brochure's cover. */
const COVER_SAUNA: SaunaSlug = "aurora";

export interface RenderOptions {
  /** Where the site's public files are: the pictures are read from its media/. */
  publicDir?: string;
}

/** One sauna's spec sheet: a single A4 page. */
export async function renderSheet(
  slug: SaunaSlug,
  { publicDir = PUBLIC_DIR }: RenderOptions = {},
): Promise<Uint8Array> {
  const sheet = sheetContent(slug);
  const contact = contactContent();
  const { doc, fonts } = await createDocument({
    title: `${sheet.name} sauna: spec sheet`,
    author: contact.brand,
    subject: `The ${sheet.name} sauna by ${contact.brand}, ${sizeText(sheet.model)}: figures, heating and a floor plan. ${sheet.price}, indicative.`,
    keywords: [contact.brand, sheet.name, "sauna", "spec sheet"],
  });
  await drawSheetPage(doc, fonts, new Pictures(doc, publicDir), sheet, {
    brand: contact.brand,
    label: "Spec sheet",
    contact,
    path: sheet.path,
  });
  return doc.save();
}

/** What the brochure holds, page by page: for its table of contents and its tests. */
export function brochurePlan(fonts: Parameters<typeof listingPages>[0]) {
  return {
    sheets: allSheets(),
    listings: listingPages(fonts, listingSections()),
  };
}

export async function renderBrochure({
  publicDir = PUBLIC_DIR,
}: RenderOptions = {}): Promise<Uint8Array> {
  const contact = contactContent();
  const { doc, fonts } = await createDocument({
    title: `${contact.brand}: the range`,
    author: contact.brand,
    subject: `${contact.tagline}: the saunas, with their figures and floor plans, and the rest of the range with prices.`,
    keywords: [contact.brand, "brochure", "sauna", "ice bath", "steam room", "sauna heater"],
  });
  const pictures = new Pictures(doc, publicDir);
  const { sheets, listings } = brochurePlan(fonts);
  // A cover shows a picture, never a drawing: another collection's, while the Aurora is drawn.
  const pictured = sheets.filter((sheet) => !sheet.imageDrawing);
  const cover = pictured.find((sheet) => sheet.slug === COVER_SAUNA) ?? pictured[0] ?? sheets[0]!;
  await drawCover(doc, fonts, pictures, {
    image: cover.image,
    imageRender: cover.imageRender,
    contents: [kindPages.sauna.label, ...listedKinds.map((kind) => kindPages[kind].label)],
    contact,
  });
  let pageNumber = 2;
  for (const sheet of sheets) {
    await drawSheetPage(doc, fonts, pictures, sheet, {
      brand: contact.brand,
      label: kindPages.sauna.label,
      contact,
      pageNumber: pageNumber++,
      path: sheet.path,
    });
  }
  for (const sections of listings) {
    drawListingPage(doc, fonts, sections, {
      brand: contact.brand,
      label: "The range",
      contact,
      pageNumber: pageNumber++,
    });
  }
  drawContactPage(doc, fonts, {
    brand: contact.brand,
    label: "Contact",
    contact,
    pageNumber,
  });
  return doc.save();
}

/** Every sauna gets a sheet. */
export const sheetSlugs: readonly SaunaSlug[] = saunaRange.map((sauna) => sauna.slug);
