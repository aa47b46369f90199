/**
 * The warranty and after-care guide: what is covered and for how long, what is not, and how to
 * look after each kind of room. Our own periods for the cabins and the steam generators' period are
 * the business's, set in the content studio (Guide figures) with whether each is confirmed (until
 * then `placeholder: true`, which the launch check lists). The heaters' periods
 * are the maker's published ones; the ice bath's is the one its page gives (`ice-baths.ts`), and
 * its care routines are that page's.
 */
import { iceBathConstants, iceBaths } from "../catalogue/ice-baths";

import { warranty } from "../content/generated/guides";
import type { CareKind, Exclusion, WarrantyKind } from "./schema";

/** A period's years as the Studio's Guide figures set them (`kind/period`; the build checks each). */
function periodOf(id: string): { years: number; placeholder: boolean } {
  const period = warranty[id];
  if (!period) throw new Error(`The guide figures give no warranty period for "${id}".`);
  return period;
}

const HARVIA_MANUALS = "Harvia's installation and operating manuals for its sauna heaters";

export const warrantyKinds: WarrantyKind[] = [
  {
    id: "cabins",
    title: "Sauna cabins",
    summary:
      "The room we build: its joinery, its doors and benches, and the timber they are made from.",
    periods: [
      {
        id: "workmanship",
        covers: "Workmanship: joints, panels, doors and benches",
        ...periodOf("cabins/workmanship"),
        giver: "ours",
      },
      {
        id: "timber",
        covers: "Timber, against rot and structural splitting",
        ...periodOf("cabins/timber"),
        giver: "ours",
      },
    ],
  },
  {
    id: "heaters",
    title: "Heaters",
    summary:
      "Heaters and their controls carry their maker's guarantee, which we arrange on your behalf. How long depends on who uses the sauna.",
    periods: [
      {
        id: "family-sauna",
        covers: "In a family's own sauna",
        years: 2,
        giver: "maker",
        placeholder: false,
        source: HARVIA_MANUALS,
      },
      {
        id: "residents-sauna",
        covers: "In a sauna shared by the residents of a building",
        years: 1,
        giver: "maker",
        placeholder: false,
        source: HARVIA_MANUALS,
      },
    ],
  },
  {
    id: "steam-generators",
    title: "Steam generators",
    summary:
      "The generator and its control panel carry their maker's guarantee; the tiled shell is covered by our workmanship.",
    periods: [
      {
        id: "steam-generator",
        covers: "The generator and its controls",
        ...periodOf("steam-generators/steam-generator"),
        giver: "maker",
      },
    ],
  },
  {
    id: "ice-bath",
    title: "The ice bath",
    summary: "The tub, its frame and the chiller that holds the water cold.",
    periods: [
      {
        id: "ice-bath",
        covers: "Tub, frame and chiller",
        years: iceBathConstants.warrantyYears,
        giver: "ours",
        placeholder: false,
        source: "The warranty given on the ice bath's page",
      },
    ],
  },
];

export const exclusions: Exclusion[] = [
  {
    id: "misuse",
    title: "Misuse",
    detail:
      "Using the room for anything but bathing (drying clothes, storing things on or near the heater), pouring oils or undiluted aromas on the stones, or running a home sauna as a commercial one.",
  },
  {
    id: "wrong-stones",
    title: "The wrong stones, or stones never re-piled",
    detail:
      "Stones the heater's maker does not specify, or stones left to crumble and pack tight, make the elements overheat and fail early.",
  },
  {
    id: "unqualified-installation",
    title: "Unqualified installation",
    detail:
      "Electrical work not done by a registered electrician with a Certificate of Compliance, or changes to the room, the heater or the generator by anyone other than us or the maker's agents.",
  },
  {
    id: "finishes",
    title: "Varnish, paint and harsh cleaners",
    detail:
      "Any varnish, paint or lacquer applied inside, and bleach or strong household cleaners, which stain the timber and give off fumes when it is hot.",
  },
  {
    id: "nature-of-timber",
    title: "The nature of timber",
    detail:
      "Wood moves, darkens and shows small surface checks as it lives with heat. That is its character, not a fault.",
  },
];

/** The ice bath's care, as its own page gives it: after each plunge, then its page's routines. */
const [iceBath] = iceBaths;

export const careKinds: CareKind[] = [
  {
    id: "sauna",
    title: "The sauna cabin",
    routines: [
      {
        cadence: "After each session",
        steps: [
          "Sit and lie on bench towels: they keep sweat out of the wood, the best thing you can do for it.",
          "Leave the door ajar and the vents open once the heater is off, so the timber dries right through.",
          "Hang the bench towels, the bucket and the ladle outside the cabin to dry.",
        ],
      },
      {
        cadence: "Every month",
        steps: [
          "Wash the benches, backrests and floor with a soft brush and lukewarm water with a little mild, unperfumed soap, along the grain; wipe them with clean water and let them dry.",
          "Brush out anything that has fallen under the benches and check that the vents are clear.",
        ],
      },
      {
        cadence: "Every year",
        steps: [
          "Sand the benches lightly with fine paper where they have darkened, and vacuum the dust away.",
          "Never varnish, paint or lacquer anything inside: bare timber breathes, and a finish gives off fumes when hot. A paraffin-based bench protector made for saunas is the only treatment to use, if any.",
          "An outdoor cabin's cladding needs a fresh coat of a breathable exterior finish every few years.",
        ],
      },
    ],
  },
  {
    id: "heater",
    title: "The heater",
    routines: [
      {
        cadence: "After each session",
        steps: [
          "Use only clean water on the stones, with a few drops of sauna aroma in the bucket if you like.",
          "Keep towels and clothes off the heater and its guard.",
        ],
      },
      {
        cadence: "Every month",
        steps: [
          "With the power off, look for stones that have cracked or settled against the elements, and check that the temperature sensor has not been knocked out of place.",
        ],
      },
      {
        cadence: "Every year",
        steps: [
          "Re-pile the stones: lift them all out, discard any that have split or crumbled, rinse the rest, and stack them loosely with the larger ones below and room for air between; top up with the stones the maker specifies. Twice a year if the sauna is used most days.",
          "If the heater trips a breaker, smells of burning or heats much more slowly than it did, switch it off and call us.",
        ],
      },
    ],
  },
  {
    id: "steam-room",
    title: "The steam room",
    routines: [
      {
        cadence: "After each session",
        steps: [
          "Let the generator drain, and leave the door open so the room dries.",
          "Draw a squeegee over the glass and the bench.",
        ],
      },
      {
        cadence: "Every month",
        steps: [
          "Clean the tiles and grout with a mild, non-abrasive cleaner, and wipe the steam outlet and the aroma pump's nozzle.",
        ],
      },
      {
        cadence: "Every year",
        steps: [
          "Descale the steam generator as its maker describes, more often where the water is hard; a generator with automatic descaling still needs its descaler topped up.",
          "Check the silicone joints and the door's seal, and book a service to have the generator inspected.",
        ],
      },
    ],
  },
  {
    id: "ice-bath",
    title: "The ice bath",
    routines: [
      {
        cadence: "After each plunge",
        steps: [
          "Close the lid: the water stays clean and the chiller works less.",
          "Rinse off before your next plunge, so the filter has less to do.",
        ],
      },
      ...(iceBath?.maintenance ?? []).map((routine) => ({
        cadence: routine.title,
        steps: routine.steps ?? [routine.description],
      })),
    ],
  },
];
