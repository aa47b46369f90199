/**
 * What the spec sheets and the brochure say, assembled from the data the pages read: the range
 * (names, prices, cabin models, seats, heaters), the saunas' page copy, the timbers' names, the
 * sizing and electrics functions, the plans' geometry and the site's contact details. Pure: no
 * file is read and nothing is drawn here (`render.ts` lays it out), so every line can be tested
 * against the registry.
 *
 * The strings keep the site's typography (no-break spaces, word joiners); `pdfText` turns them
 * into characters the PDF's fonts can draw.
 */
import {
  kindPages,
  KIT_HEIGHT,
  type RangeKind,
  rangeKinds,
  type SaunaSlug,
} from "../../app/catalogue/range";
import {
  accessoryRange,
  aromaRange,
  heaterRange,
  iceBathRange,
  kitRange,
  saunaItem,
  saunaRange,
  steamRoomsOnSale,
  type AnyItem,
  type CabinModel,
  type HeaterItem,
} from "../../app/catalogue/range";
import { saunaWords } from "../../app/catalogue/sauna-words";
import { seatsText } from "../../app/catalogue/diy-kits";
import { circuitText, type Supply, supplies } from "../../app/catalogue/electrics";
import { waterRange } from "../../app/catalogue/ice-baths";
import { availabilityLabel, priceLine } from "../../app/catalogue/price";
import { includesLine, termsLine } from "../../app/catalogue/price-terms";
import { saunas } from "../../app/catalogue/saunas";
import { cabinSizing, outputTable, suitableHeaters } from "../../app/catalogue/sizing";
import { steamRoomCards } from "../../app/catalogue/steam-rooms";
import { measure, size, sizeText, span } from "../../app/format/units";
import { timbers } from "../../app/catalogue/woods";
import { fallbackUrl } from "../../app/images/image-source";
import { site } from "../../app/content/site";
import { isExampleDetail } from "../../app/config/example-settings";
import { frontOpenings } from "../plans/geometry";

/** The line every document carries about prices. */
export const PRICE_NOTE =
  "Prices are indicative. Every price is confirmed in a written quotation once we have seen your space.";

export interface Figure {
  label: string;
  value: string;
}

/** "9 kW", or "6–8 kW" when several outputs suit. */
export function outputText({ minKw, maxKw }: { minKw: number; maxKw: number }): string {
  return minKw === maxKw ? measure(maxKw, "kW") : span(minKw, maxKw, "kW");
}

/** "8.1 m³": volumes to a tenth. */
export function volumeText(m3: number): string {
  return measure(m3.toFixed(1), "m³");
}

function timberName(id: string): string {
  const timber = timbers.find((candidate) => candidate.id === id);
  if (!timber) throw new Error(`No timber "${id}" in app/catalogue/woods.ts.`);
  return timber.name;
}

/** What the front is, in words, from its openings. */
function frontText(model: CabinModel): string {
  const kinds = frontOpenings(model).map((opening) => opening.kind);
  if (kinds.includes("glass")) return "A wall of glass";
  return kinds.includes("window") ? "A glass door beside a window" : "A glass door";
}

/** The supply lines: each supply with the circuit the largest suitable output needs. */
/** The circuit on each supply, with one rating for each output that suits the room. */
function supplyFigures(kw: readonly number[]): Figure[] {
  return (Object.keys(supplies) as Supply[]).map((supply) => ({
    label: supplies[supply].label,
    value: circuitText(kw, supply).replace(/^a /, "A "),
  }));
}

/** Every output of the table from the smallest that suits to the largest. */
function outputsWithin({ minKw, maxKw }: { minKw: number; maxKw: number }): number[] {
  return outputTable.map((row) => row.kw).filter((kw) => kw >= minKw && kw <= maxKw);
}

/** "Harvia Concept (9 kW), Harvia Cilindro (9 kW)": our heaters that suit the room. */
function suitingHeaters(effective: number): string {
  const byHeater = new Map<HeaterItem, number[]>();
  for (const { heater, kw } of suitableHeaters(effective)) {
    byHeater.set(heater, [...(byHeater.get(heater) ?? []), ...(kw === undefined ? [] : [kw])]);
  }
  return [...byHeater]
    .map(([heater, kws]) =>
      kws.length
        ? `${heater.name} (${kws.map((kw) => measure(kw, "kW")).join(", ")})`
        : heater.name,
    )
    .join(", ");
}

/** One sauna's sheet: its words and figures, and the files its picture comes from. */
export interface SheetContent {
  slug: SaunaSlug;
  name: string;
  /** The line above the name: the collection's title on its page. */
  eyebrow: string;
  description: string;
  price: string;
  /** Made to order, in stock… */
  availability: string;
  /** The cabin, then the heater its room needs. */
  cabin: Figure[];
  heating: Figure[];
  model: CabinModel;
  /** The JPEG of the main picture, as a path under public/ ("/media/…jpg"). */
  image: string;
  imageAlt: string;
  /** Whether the picture is a render (marked as one where it is printed), not a photograph. */
  imageRender: boolean;
  /** Whether it is a drawing standing for a picture not yet made (a collection the business added). */
  imageDrawing: boolean;
  /** The page the sheet belongs to, without the site's origin. */
  path: string;
}

export function sheetContent(slug: SaunaSlug): SheetContent {
  const item = saunaItem(slug);
  const page = saunas.find((sauna) => sauna.slug === slug);
  if (!page) throw new Error(`No page copy for the sauna "${slug}" in app/catalogue/saunas.ts.`);
  const { model, seats } = item;
  const sizing = cabinSizing(model);
  const cabin: Figure[] = [
    { label: `Outside size (${size(["W", "D", "H"])})`, value: sizeText(model) },
    { label: "Seats", value: seatsText(seats) },
    { label: "Outside", value: timberName(model.outside) },
    { label: "Inside", value: timberName(model.inside) },
    { label: "Front", value: frontText(model) },
  ];
  const heating: Figure[] = [
    { label: "Room inside", value: volumeText(sizing.volume) },
    { label: "Heater sized for", value: `${volumeText(sizing.effective)}, counting the glass` },
    ...(sizing.output
      ? [
          { label: "Heater output", value: outputText(sizing.output) },
          ...supplyFigures(outputsWithin(sizing.output)),
          { label: "Heaters that suit", value: suitingHeaters(sizing.effective) },
        ]
      : [
          {
            label: "Heater output",
            value: "Sized with you: the room is larger than one of our heaters warms",
          },
        ]),
  ];
  return {
    slug,
    name: item.name,
    eyebrow: page.productTitle,
    description: saunaWords(slug),
    price: priceLine(item.price),
    availability: `${availabilityLabel[item.price.availability]} · ${includesLine(slug === "vakio" ? "diy-kit" : "sauna")}`,
    cabin,
    heating,
    model,
    image: fallbackUrl(page.image.image),
    // A photograph's own words win over the page's, which describe the picture it replaced.
    imageAlt: page.image.image.alt ?? page.image.alt,
    imageRender: page.image.image.render === true,
    imageDrawing: page.image.image.standIn === true,
    path: item.path,
  };
}

/** Every sauna's sheet, in the range's order. */
export function allSheets(): SheetContent[] {
  return saunaRange.map((sauna) => sheetContent(sauna.slug));
}

/* ---------------------------------------------------------------------------------------------- */
/* The rest of the range, as listings                                                             */

export interface ListingRow {
  name: string;
  /** A line of what it is, or empty. */
  detail: string;
  price: string;
}

export interface ListingSection {
  kind: RangeKind;
  title: string;
  /** What its prices include and leave out, as the pages say it: "Incl. VAT and delivery; …". */
  terms: string;
  rows: ListingRow[];
}

/** The kinds the brochure lists after the saunas, in its order. */
export const listedKinds = rangeKinds.filter(
  (kind): kind is Exclude<RangeKind, "sauna"> => kind !== "sauna",
);

const itemsOf: Record<Exclude<RangeKind, "sauna">, readonly AnyItem[]> = {
  "ice-bath": iceBathRange,
  "steam-room": steamRoomsOnSale,
  "diy-kit": kitRange,
  heater: heaterRange,
  accessory: accessoryRange,
  aroma: aromaRange,
};

function heaterDetail(heater: HeaterItem): string {
  const { spec } = heater;
  if (spec.fuel === "wood") return `Wood burning, for rooms of ${span(...spec.room, "m³")}`;
  return spec.outputs
    .map(({ kw, room }) => `${measure(kw, "kW")} for ${span(...room, "m³")}`)
    .join("; ");
}

function detailOf(item: AnyItem): string {
  switch (item.kind) {
    case "ice-bath":
      return `Holds the water at ${waterRange}`;
    case "steam-room":
      return steamRoomCards.find((card) => card.id === item.slug)?.caption ?? "";
    case "diy-kit":
      return `${sizeText({ width: item.width, depth: item.depth, height: KIT_HEIGHT })}, ${seatsText(item.seats)}`;
    case "heater":
      return heaterDetail(item);
    default:
      return "";
  }
}

export function listingSections(): ListingSection[] {
  return listedKinds.map((kind) => ({
    kind,
    title: kindPages[kind].label,
    terms: termsLine(kind),
    rows: itemsOf[kind].map((item) => ({
      name: item.name,
      detail: detailOf(item),
      price: priceLine(item.price),
    })),
  }));
}

/* ---------------------------------------------------------------------------------------------- */
/* Contact                                                                                        */

export interface ContactContent {
  brand: string;
  url: string;
  tagline: string;
  offices: { city: string; region: string; phone: string; email: string }[];
  email: string;
  whatsapp: string;
  hours: Figure[];
  /**
   * The details printed above that are still example values in this preview (a phone number, an
   * e-mail address): each is marked as an example wherever it is printed. None when they are real.
   */
  examples: string[];
}

export function contactContent(
  isExample: (detail: string) => boolean = isExampleDetail,
): ContactContent {
  const offices = site.offices.map(({ city, region, phone, email }) => ({
    city,
    region,
    phone,
    email,
  }));
  const details = [
    ...offices.flatMap(({ phone, email }) => [phone, email]),
    site.emails.general,
    site.whatsapp,
  ];
  return {
    brand: site.name,
    url: site.url.replace(/\/$/, ""),
    tagline: site.tagline,
    offices,
    email: site.emails.general,
    whatsapp: site.whatsapp,
    hours: site.openingHours.map(({ label, hours }) => ({ label, value: hours })),
    examples: [...new Set(details.filter(isExample))],
  };
}
