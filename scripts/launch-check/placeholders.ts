/**
 * What is still a stand-in for the business's own details: example contact details left at their
 * defaults, prices and figures not yet confirmed, invented customers, the unnamed steam generator.
 * `npm run launch-check` prints the list, and a production build (SITE_ENV=production) refuses to
 * run while it is not empty, unless SITE_ALLOW_PLACEHOLDERS says otherwise.
 *
 * Pure over the configuration and the data it imports, so the tests can check each rule. App
 * modules read the configuration when they load: import this module after it is published
 * (server/env.ts's loadEnv(), or the build's own parse).
 */
import { optionsOf } from "../../app/catalogue/configure";
import { pricingConfirmed } from "../../app/content/generated/pricing";
import { iceBathConstants } from "../../app/catalogue/ice-baths";
import {
  circuitCost,
  priceTermsConfirmed,
  steamGeneratorMaker,
} from "../../app/catalogue/price-terms";
import { range, saunaRange } from "../../app/catalogue/range";
import { saunas } from "../../app/catalogue/saunas";
import { envSchema, MUST_SET_BEFORE_LAUNCH, type Env } from "../../app/config/env-schema";
import { perOffice } from "../../app/config/offices";
import { priceDocuments } from "../../app/content/generated/prices";
import { kitSizesConfirmed } from "../../app/content/generated/kit-sizes";
import { kitRange } from "../../app/catalogue/range-cabins";
import { seatsText } from "../../app/catalogue/diy-kits";
import { footprintText } from "../../app/format/units";
import { WARRANTY_FIELDS } from "../../app/content/guides";
import { CONTENT_SETTINGS, type ContentSetting } from "../../app/content/settings";
import { customers, testimonials } from "../../app/content/generated/proof";
import { installationSteps } from "../../app/guides/installation";
import { warrantyKinds } from "../../app/guides/warranty";
import { enquiryRetention, noticeUpdated } from "../../app/privacy/policy";
import { servedPlacesConfirmed } from "../../app/content/site";
import { showrooms } from "../../app/content/generated/showrooms";
import { OFFICES } from "../../app/config/offices";
import type { BuildSettings } from "./settings";

/**
 * What a production build does with a placeholder: an `example` detail (a contact, an address)
 * stops it whatever the settings say; `invented` content (customers) is left out of its pages;
 * an `indicative` figure (a price, a duration) is published only with SITE_ALLOW_PLACEHOLDERS.
 */
export type PlaceholderKind = "example" | "invented" | "indicative";

/** One detail still standing in for the business's own, and where it is set. */
export interface Placeholder {
  kind: PlaceholderKind;
  /** What kind of detail, as the report heads it: "Indicative prices not confirmed". */
  group: string;
  /** Which one: "Aurora", "SITE_PHONE_JOHANNESBURG = +27 10 000 0000". */
  what: string;
  /** The file, or the configuration, that sets it. */
  where: string;
}

const CONFIGURATION = ".env or the host's environment (see .env.example)";

/** Where an editor confirms a price. */
export const PRICES_IN_STUDIO =
  'the content studio, Range: prices and photographs ("Confirmed" is off)';

/** Where an editor sets each contact detail in the content studio. */
export const SETTING_PLACES: Record<ContentSetting, string> = {
  SITE_EMAIL_GENERAL: "Contact details → E-mail → General",
  SITE_EMAIL_SALES: "Contact details → E-mail → Quotes",
  SITE_WHATSAPP_NUMBER: "Contact details → WhatsApp number",
  SITE_FACEBOOK_URL: "Contact details → Social pages → Facebook",
  SITE_INSTAGRAM_URL: "Contact details → Social pages → Instagram",
  SITE_LINKEDIN_URL: "Contact details → Social pages → LinkedIn",
  SITE_INFORMATION_OFFICER_NAME: "Contact details → Information officer → Name",
  SITE_INFORMATION_OFFICER_EMAIL: "Contact details → Information officer → E-mail",
  ...perOffice("PHONE", (office) => `Showrooms → ${office.city} → Phone`),
  ...perOffice("ADDRESS", (office) => `Showrooms → ${office.city} → Address`),
  ...perOffice("COORDINATES", (office) => `Showrooms → ${office.city} → On the map`),
};

/** Where the contact details are set: the Studio, unless the environment overrides it. */
export const SETTINGS_IN_STUDIO =
  "the content studio, Contact details and Showrooms (a variable of the same name in .env or the host's environment overrides it)";

/**
 * Settings still at their example defaults: the contact details, which editors set in the content
 * studio, and the rest of the configuration.
 */
function configurationPlaceholders(env: Env): Placeholder[] {
  const defaults = envSchema.parse({});
  const inStudio = new Set<string>(CONTENT_SETTINGS);
  return MUST_SET_BEFORE_LAUNCH.filter((name) => env[name] === defaults[name]).map((name) =>
    inStudio.has(name)
      ? {
          kind: "example",
          group: "Contact details at their example values",
          what: `${name} = ${defaults[name]} (${SETTING_PLACES[name as ContentSetting]})`,
          where: SETTINGS_IN_STUDIO,
        }
      : {
          kind: "example",
          group: "Configuration at its example values",
          what: `${name} = ${defaults[name]}`,
          where: CONFIGURATION,
        },
  );
}

/** Prices and heater figures the business has not confirmed. */
function rangePlaceholders(): Placeholder[] {
  // Each price the business set; one worked out from others (Vakio's, from its kits) clears
  // with them.
  const prices = range.flatMap((item): Placeholder[] =>
    item.price.kind === "from" && !item.price.confirmed && item.slug in priceDocuments
      ? [
          {
            kind: "indicative",
            group: "Indicative prices not confirmed",
            what: item.name,
            where: PRICES_IN_STUDIO,
          },
        ]
      : [],
  );
  const heaters = range.flatMap((item): Placeholder[] =>
    item.kind === "heater" && !item.spec.confirmed
      ? [
          {
            kind: "indicative",
            group: "Heaters whose model, figures and supplies are not confirmed",
            what: item.name,
            where: HEATERS_IN_STUDIO,
          },
        ]
      : [],
  );
  const steam: Placeholder[] = steamGeneratorMaker
    ? []
    : [
        {
          kind: "indicative",
          group: "The steam generators' maker is not named",
          what: "The steam generators' maker",
          where: STEAM_MAKER_IN_STUDIO,
        },
      ];
  // The electrician's circuit: a typical cost the pages call indicative until it is confirmed.
  const circuit: Placeholder[] = circuitCost.confirmed
    ? []
    : [
        {
          kind: "indicative",
          group: "The electrician's circuit: its typical cost not confirmed",
          what: "The typical cost of the electrician's dedicated circuit",
          where: CIRCUIT_IN_STUDIO,
        },
      ];
  return [...prices, ...heaters, ...steam, ...circuit];
}

/** Where an editor confirms the typical cost of the electrician's circuit. */
export const CIRCUIT_IN_STUDIO =
  'the content studio, Range: price terms → The electrician\'s circuit ("Confirmed" is off)';

/** Where an editor confirms what each price includes and each kind's lead time. */
export const TERMS_IN_STUDIO = 'the content studio, Range: price terms ("Confirmed" is off)';

/** Where an editor confirms the ice bath's figures. */
export const ICE_BATH_IN_STUDIO =
  'the content studio, Range: prices and photographs → Ice baths → its "Ice bath figures" ("Confirmed" is off)';

/** Where an editor confirms a DIY kit's size and seats. */
export const KITS_IN_STUDIO =
  'the content studio, Range: prices and photographs → DIY kits → the kit ("Size confirmed" is off)';

/** The DIY kits whose size and seats the business has not confirmed. */
function kitPlaceholders(): Placeholder[] {
  return kitRange
    .filter((kit) => !kitSizesConfirmed.includes(kit.slug))
    .map((kit) => ({
      kind: "indicative",
      group: "DIY kits whose size and seats are not confirmed",
      what: `${kit.name}: ${footprintText(kit)}, ${seatsText(kit.seats)}`,
      where: KITS_IN_STUDIO,
    }));
}

/** Where an editor confirms a duration or one of our warranty periods. */
export const GUIDES_IN_STUDIO = 'the content studio, Guides → Guide figures ("Confirmed" is off)';

/** The warranty periods the business sets in the Studio, as `kind/period`. */
const studioPeriods = new Set<string>(Object.values(WARRANTY_FIELDS));

/** Durations and warranty periods in the guides that the business has not confirmed. */
function guidePlaceholders(): Placeholder[] {
  const durations = installationSteps
    .filter((step) => step.duration.placeholder)
    .map((step): Placeholder => ({
      kind: "indicative",
      group: "Guide figures not confirmed",
      what: `${step.title} (duration)`,
      where: GUIDES_IN_STUDIO,
    }));
  const periods = warrantyKinds.flatMap((kind) =>
    kind.periods
      .filter((period) => period.placeholder)
      .map((period): Placeholder => ({
        kind: "indicative",
        group: "Guide figures not confirmed",
        what: `${kind.title}: ${period.covers} (period)`,
        where: studioPeriods.has(`${kind.id}/${period.id}`)
          ? GUIDES_IN_STUDIO
          : "app/guides/warranty.ts",
      })),
  );
  return [...durations, ...periods];
}

/** Where an editor confirms that a heater's model is the one the business supplies. */
export const HEATERS_IN_STUDIO =
  'the content studio, Range: prices and photographs → the heater ("Model confirmed" is off)';

/** Where an editor names the steam generators' maker. */
export const STEAM_MAKER_IN_STUDIO =
  'the content studio, Range: price terms → Steam rooms ("The steam generator\'s maker" is empty)';

/** Where an editor confirms the places served. */
export const PLACES_IN_STUDIO =
  'the content studio, Contact details ("Places served: confirmed" is off)';

/** Where an editor confirms the configurator's pricing rule. */
export const PRICING_IN_STUDIO =
  'the content studio, Range: configurator pricing ("Confirmed" is off)';

/** Where an editor confirms what a collection is offered in. */
export const MADE_IN_IN_STUDIO =
  'the content studio, the collection\'s Range item ("Made to order in: confirmed" is off)';

/** The configurator's sizes and timbers, and its pricing rule, until the business confirms them. */
function configuratorPlaceholders(): Placeholder[] {
  const group = "The configurator's options and pricing rule are not confirmed";
  return [
    ...saunaRange.flatMap((sauna) =>
      optionsOf(sauna.slug).confirmed
        ? []
        : [
            {
              kind: "indicative" as const,
              group,
              what: `The sizes, timbers and fronts the ${sauna.name} is offered in`,
              where: MADE_IN_IN_STUDIO,
            },
          ],
    ),
    ...(pricingConfirmed
      ? []
      : [
          {
            kind: "indicative" as const,
            group,
            what: "The pricing rule: per m² of floor, each timber, a glass front, rounding",
            where: PRICING_IN_STUDIO,
          },
        ]),
  ];
}

/**
 * Facts the business gave in two readings that disagreed, where the site chose one: what every
 * price includes and each kind's lead time, the places served, and the ice bath's electrics.
 */
function chosenReadings(): Placeholder[] {
  const choices: { confirmed: boolean; what: string; where: string }[] = [
    {
      confirmed: priceTermsConfirmed,
      what: "What each price includes, and each kind's lead time",
      where: TERMS_IN_STUDIO,
    },
    {
      confirmed: servedPlacesConfirmed,
      what: "The places served, and which showroom's team serves each",
      where: PLACES_IN_STUDIO,
    },
    {
      confirmed: iceBathConstants.confirmed,
      what: "The ice bath's figures: the chiller's rated power and its own socket, the water it holds, its weight when full and the narrowest way in",
      where: ICE_BATH_IN_STUDIO,
    },
  ];
  return choices
    .filter((choice) => !choice.confirmed)
    .map(({ what, where }) => ({
      kind: "indicative",
      group: "Facts chosen from two readings, to confirm",
      what,
      where,
    }));
}

/** Where an editor confirms what a showroom has on show and how a visit there goes. */
export const SHOWROOMS_IN_STUDIO =
  'the content studio, Showrooms ("Collections on show and visit details: confirmed" is off)';

/** Showrooms whose collections on show, parking, access and directions are not confirmed. */
function showroomPlaceholders(): Placeholder[] {
  return OFFICES.filter((office) => !showrooms[office.id].confirmed).map((office) => ({
    kind: "indicative",
    group: "Showrooms' collections on show and visit details not confirmed",
    what: `${office.city}: the collections on show, parking, step-free access and directions`,
    where: SHOWROOMS_IN_STUDIO,
  }));
}

/** Where an editor clears an invented customer: turn off its "Example only", or delete it. */
export const CUSTOMERS_IN_STUDIO =
  'the content studio, Proof → Customers in the logo strip ("Example only" is on)';

/** The documents of `list` marked "Example only" in the studio, as invented placeholders. */
function examplesIn(
  list: readonly { name: string; placeholder?: true }[],
  group: string,
  where: string,
): Placeholder[] {
  return list
    .filter((entry) => entry.placeholder)
    .map((entry): Placeholder => ({ kind: "invented", group, what: entry.name, where }));
}

/** Where an editor clears an example testimonial: turn off its "Example only", or delete it. */
export const TESTIMONIALS_IN_STUDIO =
  'the content studio, Proof → Testimonials ("Example only" is on)';

/** Where an editor confirms the privacy notice's figures. */
export const PRIVACY_IN_STUDIO =
  'the content studio, Contact details → Privacy notice ("Confirmed" is off, or no "Approved on")';

/** The privacy notice's figures the business has not confirmed. */
function privacyPlaceholders(): Placeholder[] {
  const figures: { what: string; placeholder: boolean }[] = [
    { what: "How long enquiries are kept", ...enquiryRetention },
    { what: "The day you approved the notice", ...noticeUpdated },
  ];
  return figures
    .filter((figure) => figure.placeholder)
    .map(({ what }): Placeholder => ({
      kind: "indicative",
      group: "Privacy notice figures not confirmed",
      what,
      where: PRIVACY_IN_STUDIO,
    }));
}

/** Every placeholder still live with this configuration, grouped in the order printed. */
export function livePlaceholders(env: Env): Placeholder[] {
  return [
    ...configurationPlaceholders(env),
    // Customers in the logo strip that are invented names, not the business's clients.
    ...examplesIn(
      customers,
      "Invented customers in the logo strip (a production build leaves them out)",
      CUSTOMERS_IN_STUDIO,
    ),
    // Testimonials that stand in for a client's words, for trying the layout.
    ...examplesIn(
      testimonials,
      "Example testimonials (a production build leaves them out)",
      TESTIMONIALS_IN_STUDIO,
    ),
    ...rangePlaceholders(),
    ...kitPlaceholders(),
    ...configuratorPlaceholders(),
    ...chosenReadings(),
    ...showroomPlaceholders(),
    ...guidePlaceholders(),
    ...privacyPlaceholders(),
  ];
}

/**
 * The collections shown with a drawing for their picture (one the business added, without a
 * photograph or renders), and those shown by their drawings because their renders show another
 * cabin. Not placeholders (a drawing marked as one is true), but each is worth a photograph, or a
 * developer's render, before it is promoted.
 */
export function drawnCollections(): string[] {
  return saunas.flatMap(({ name, image, drawn }) =>
    drawn
      ? [
          `The ${name}'s standard cabin has changed since it was rendered, so it is shown by its drawings and has no tour: ask your developer to render it again.`,
        ]
      : image.image.standIn
        ? [
            `The ${name} is shown with its drawn elevations: set its photograph on its Range item in the content studio, or ask your developer to render it.`,
          ]
        : [],
  );
}

/**
 * Services left on the site's embedded defaults: not placeholders (the site works), but worth a
 * line before launch, since each changes where visitors' enquiries or content go.
 */
export function embeddedServices(env: Env): string[] {
  return [
    ...(env.EMAILJS_PUBLIC_KEY
      ? []
      : [
          "Enquiries: EmailJS is not configured, so enquiries are kept by `npm start` in ENQUIRIES_FILE. On a static host without that server they cannot be sent: configure EmailJS there.",
        ]),
    ...(env.SANITY_PROJECT_ID
      ? []
      : [
          "Content: Sanity is not configured, so everything editors would keep in the Studio (the blog, prices, photographs, proof, contacts, guide figures) comes from the embedded dataset in content/dataset/.",
        ]),
    ...(env.REVIEWS_WIDGET_ID
      ? []
      : ["Reviews: no reviews widget is configured, so the home page shows its fallback panel."]),
  ];
}

/** Names joined with middle dots (a name may hold a comma), wrapped to lines of about `width` characters after `indent`. */
function wrapped(names: readonly string[], indent: string, width = 100): string {
  const lines: string[] = [];
  let line = "";
  for (const [index, name] of names.entries()) {
    const part = index < names.length - 1 ? `${name} ·` : name;
    if (line && indent.length + line.length + 1 + part.length > width) {
      lines.push(line);
      line = part;
    } else line = line ? `${line} ${part}` : part;
  }
  if (line) lines.push(line);
  return lines.map((text) => indent + text).join("\n");
}

/** The placeholders as the launch check prints them: by kind, then by where each is set. */
export function placeholderReport(placeholders: readonly Placeholder[]): string {
  const byGroup = new Map<string, Map<string, string[]>>();
  for (const { group, what, where } of placeholders) {
    const byWhere = byGroup.get(group) ?? new Map<string, string[]>();
    byWhere.set(where, [...(byWhere.get(where) ?? []), what]);
    byGroup.set(group, byWhere);
  }
  return [...byGroup]
    .map(([group, byWhere]) => {
      const count = [...byWhere.values()].reduce((sum, list) => sum + list.length, 0);
      const places = [...byWhere].map(([where, names]) =>
        where === CONFIGURATION
          ? `  in ${where}:\n${names.map((name) => `    ${name}`).join("\n")}`
          : `  in ${where}:\n${wrapped(names, "    ")}`,
      );
      return `${group}: ${count}\n${places.join("\n")}`;
    })
    .join("\n\n");
}

/**
 * Throws, listing them, when a production build would publish placeholders it may not: example
 * details always (a visitor would call an example number), indicative figures unless
 * SITE_ALLOW_PLACEHOLDERS allows them. Invented content never stops it: its pages leave it out.
 * Returns what the build publishes knowingly.
 */
export function assertLaunchReady(env: Env, settings: BuildSettings): Placeholder[] {
  if (settings.SITE_ENV !== "production") return [];
  const placeholders = livePlaceholders(env);
  const examples = placeholders.filter((placeholder) => placeholder.kind === "example");
  if (examples.length > 0) {
    throw new Error(
      `This production build (SITE_ENV=production) would show ${examples.length} example details:\n\n` +
        `${placeholderReport(examples)}\n\n` +
        "Set them to the business's own. SITE_ALLOW_PLACEHOLDERS cannot publish examples: it lets through indicative figures only.",
    );
  }
  const figures = placeholders.filter((placeholder) => placeholder.kind === "indicative");
  if (figures.length > 0 && !settings.SITE_ALLOW_PLACEHOLDERS) {
    throw new Error(
      `This production build (SITE_ENV=production) would publish ${figures.length} placeholders:\n\n` +
        `${placeholderReport(figures)}\n\n` +
        "Replace them (npm run launch-check lists them), or set SITE_ALLOW_PLACEHOLDERS=true to publish these indicative figures knowingly.",
    );
  }
  return figures;
}
