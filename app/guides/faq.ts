/**
 * Questions and answers: what buyers ask before, during and after buying, grouped as they ask it.
 * Every figure is taken from the range, the sizing functions, the site and the other guides, so
 * an answer changes when the data does; the business's own questions follow each group's. An answer that quotes a PLACEHOLDER (a duration, a price
 * still to confirm) is flagged `placeholder: true`, computed from the figures it quotes.
 */
import { circuitText } from "../catalogue/electrics";
import { chillerSocket, waterRange } from "../catalogue/ice-baths";
import { formatRand } from "../format/money";
import {
  type CabinModel,
  KIT_HEIGHT,
  kitRange,
  type Price,
  saunaRange,
  type TimberId,
} from "../catalogue/range";
import { heatUpMinutes, outputTable, type OutputRow } from "../catalogue/sizing";
import { collectionSizing, DEFAULT_STATE, formatSessionRand } from "../sizing/sizing-state";
import { footprintText, measure, sizeText, span } from "../format/units";
import { timbers } from "../catalogue/woods";
import { ownQuestions } from "../content/generated/faq";
import { paths } from "../routing/paths";
import { listed, servedCities, site } from "../content/site";

import { installationSteps } from "./installation";
import type { FaqGroup } from "./schema";
import { durationText, link, periodText, totalWeeks } from "../format/text";
import { warrantyKinds } from "./warranty";

/** Where a visitor works out a heater and its running cost. */
const heaterPage = paths.sizing;

/** A timber's name as a sentence reads it: "obeche", "western red cedar", but "Lunawood", a brand. */
const BRANDED: readonly TimberId[] = ["lunawood"];
const timberName = (id: TimberId) => {
  const name = timbers.find((timber) => timber.id === id)?.name ?? id;
  return BRANDED.includes(id) ? name : name.toLowerCase();
};

/* Choosing -------------------------------------------------------------------------------------- */

const area = (cabin: { width: number; depth: number }) => cabin.width * cabin.depth;
const smallestFirst = <T extends { width: number; depth: number }>(a: T, b: T) => area(a) - area(b);

/**
 * The collections built to order: every sauna with its own plans. (Vakio, sold as kits, is
 * counted by its kits, each with its own size.)
 */
const builtToOrder = saunaRange.filter((sauna) => sauna.plans);

const FOR_TWO = 2;
const kitForTwo = kitRange.filter((kit) => kit.seats[1] >= FOR_TWO).sort(smallestFirst)[0]!;
const cabinForTwo = builtToOrder
  .filter((sauna) => sauna.seats[1] >= FOR_TWO)
  .map((sauna) => ({ ...sauna, ...sauna.model }))
  .sort(smallestFirst)[0]!;

/** Cladding of thermally modified timber, which stands outdoors under a cover. */
const weatherproof: readonly TimberId[] = ["lunawood", "thermo-pine"];
const outdoorCabins = builtToOrder.filter((sauna) => weatherproof.includes(sauna.model.outside));

const insideTimbers = [...new Set(saunaRange.map((sauna) => sauna.model.inside))];

/* Installing and running ------------------------------------------------------------------------ */

const installationDays = installationSteps.find((step) => step.id === "installation")!.duration;
const journey = totalWeeks(installationSteps.map((step) => step.duration));
const durationsArePlaceholders = installationSteps.some((step) => step.duration.placeholder);

const smallest: OutputRow = outputTable[0]!;
const largest: OutputRow = outputTable.at(-1)!;

/** Minutes to heat a room at the smallest and the largest end of what its heater suits. */
const heatUps = outputTable.flatMap((row) => [
  heatUpMinutes(row.room[0], row),
  heatUpMinutes(row.room[1], row),
]);
const quickest = Math.min(...heatUps);
const slowest = Math.max(...heatUps);

/**
 * A session's cost as the sizing calculator works it out for our smallest and largest collections
 * it sizes a heater for (each opened from its own room, at the calculator's session and tariff),
 * so the answer quotes the calculator's own figures.
 */
const sizedCollections = saunaRange
  .map((sauna) => ({ sauna, result: collectionSizing(sauna.slug) }))
  .filter((each) => each.result.estimate)
  .sort((a, b) => a.result.effective - b.result.effective);
const sessionOf = ({ sauna, result }: (typeof sizedCollections)[number]) => ({
  name: sauna.name,
  kw: result.estimate!.kw,
  cost: formatSessionRand(result.estimate!.rand),
});
export const sessionCosts = {
  smallest: sessionOf(sizedCollections[0]!),
  largest: sessionOf(sizedCollections.at(-1)!),
  minutes: DEFAULT_STATE.session,
};
const tariffText = formatRand(DEFAULT_STATE.tariff, 2);

/** The heater maker's guarantee for a family's own sauna. */
const familyHeaterPeriod = warrantyKinds
  .find((kind) => kind.id === "heaters")!
  .periods.find((period) => period.id === "family-sauna")!;

/* Buying ---------------------------------------------------------------------------------------- */

type FromPrice = Extract<Price, { kind: "from" }>;
const lowestPrice = [...builtToOrder, ...kitRange]
  .map((item) => item.price)
  .filter((price): price is FromPrice => price.kind === "from")
  .sort((a, b) => a.amount - b.amount)[0];

const cities = site.offices.map((office) => office.city);

const model = (cabin: CabinModel) => sizeText(cabin);

/** The questions the site answers from the range's figures, by group. */
const answeredFromFigures: FaqGroup[] = [
  {
    id: "choosing",
    title: "Choosing",
    entries: [
      {
        id: "space-for-two",
        question: "How much space does a two-person sauna need?",
        answer: [
          [
            `Less than most people expect. Our smallest cabin for two, the ${kitForTwo.name} kit, stands on ${footprintText(kitForTwo)} and is ${measure(KIT_HEIGHT, "mm")} high. The smallest of our made-to-order collections that seats two, the ${cabinForTwo.name}, measures ${model(cabinForTwo.model)} outside, with room to lie down on the upper bench.`,
          ],
          [
            "Leave a little space around the cabin for its door to open and for air to move, and a ceiling a little higher than the cabin. We check both at the site survey, and every cabin can be drawn to fit the room you have.",
          ],
        ],
        placeholder: false,
      },
      {
        id: "indoor-or-outdoor",
        question: "Can a sauna stand outdoors, or should it be indoors?",
        answer: [
          [
            "Either. Indoors, a cabin fits a spare room, a bathroom, a garage or a basement, anywhere dry with fresh air. Outdoors it stands on a slab or a deck, best under a roof or a pergola.",
          ],
          [
            `Our cabins clad in thermally modified timber, the ${listed(outdoorCabins.map((sauna) => sauna.name))}, are at home in the garden: the cladding shrugs off moisture and weathers to a soft grey-brown. `,
            link("See the collections", paths.products),
            ".",
          ],
        ],
        placeholder: false,
      },
      {
        id: "which-timber",
        question: "Which timber is best inside a sauna?",
        answer: [
          [
            `One that stays kind to bare skin in the heat and gives off no resin. Inside our collections we use ${listed(insideTimbers.map(timberName))}: ${timberName("obeche")} stays cool to the touch, which is why it is a favourite for benches; ${timberName("western-red-cedar")} brings its scent; ${timberName("pine")} is the classic, pale and familiar.`,
          ],
          [
            `Outside, thermally modified ${listed(weatherproof.map(timberName))} stand up to weather best. The `,
            link("collections page", paths.products),
            " shows every timber we work with.",
          ],
        ],
        placeholder: false,
      },
      {
        id: "ice-bath-chiller",
        question: "How does the ice bath keep its water cold?",
        answer: [
          [
            `A quiet chiller, which works much like a fridge, draws the water through a filter and a heat exchanger and returns it cold. You set the temperature anywhere from ${waterRange}, and it holds it day and night, with no ice to buy.`,
          ],
          [
            `It plugs into ${chillerSocket}. `,
            link("More about the ice bath", paths.iceBath("premium-ice-bath")),
            ".",
          ],
        ],
        placeholder: false,
      },
    ],
  },
  {
    id: "installing",
    title: "Installing",
    entries: [
      {
        id: "installation-time",
        question: "How long does installation take?",
        answer: [
          [
            `On site, usually ${durationText(installationDays)} for a cabin, once the base and the circuit are ready; a steam room takes longer, as it is tiled in place. From the first visit to the first heat, allow ${span(journey.from, journey.to, "weeks")}, most of it while the room is made in our workshop.`,
          ],
          [
            "Your quotation gives the dates for your room. ",
            link("How installation works, step by step", paths.guideInstallation),
            ".",
          ],
        ],
        placeholder: durationsArePlaceholders,
      },
      {
        id: "electrician",
        question: "Do I need an electrician, or a three-phase supply?",
        answer: [
          [
            `You need a registered electrician of your own: the heater has its own dedicated circuit from the board, which your electrician installs, issuing the Certificate of Compliance that South African law requires; our installers then connect and commission the heater on it. A ${measure(smallest.kw, "kW")} heater needs ${circuitText(smallest.kw, "single-phase")} on a single phase, which most homes can give.`,
          ],
          [
            `Three-phase helps with the larger heaters: a ${measure(largest.kw, "kW")} heater needs ${circuitText(largest.kw, "single-phase")} on a single phase, or ${circuitText(largest.kw, "three-phase")} on three-phase. We write down what your heater needs after the survey, so your electrician can prepare it. The ice bath needs neither: it plugs into ${chillerSocket}.`,
          ],
        ],
        placeholder: false,
      },
      {
        id: "build-it-myself",
        question: "Can I build a sauna myself?",
        answer: [
          [
            "Yes. Our Vakio kits come with interlocking walls, a lock floor and step-by-step instructions, and many owners assemble them themselves. The heater's dedicated circuit and its connection are still work for a registered electrician, who issues the Certificate of Compliance. ",
            link("See the DIY sauna kits", paths.diyKits),
            ".",
          ],
        ],
        placeholder: false,
      },
    ],
  },
  {
    id: "running",
    title: "Running costs and use",
    entries: [
      {
        id: "session-cost",
        question: "What does a sauna session cost to run?",
        answer: [
          [
            `Less than most people guess. Heating the room and a session of ${measure(sessionCosts.minutes, "minutes")} use about ${sessionCosts.smallest.cost} of electricity with a ${measure(sessionCosts.smallest.kw, "kW")} heater in the ${sessionCosts.smallest.name}, and about ${sessionCosts.largest.cost} with a ${measure(sessionCosts.largest.kw, "kW")} heater in the ${sessionCosts.largest.name}, at ${tariffText} per kWh. Once the room is hot, the thermostat keeps the heater on only about half the time.`,
          ],
          [
            "The heater sized to your room decides the figure. ",
            link("Size the heater for your room", heaterPage),
            ".",
          ],
        ],
        placeholder: false,
      },
      {
        id: "how-hot-how-long",
        question: "How hot does a sauna get, and how long should I stay in?",
        answer: [
          [
            `A cabin with a heater sized to it is ready in ${span(quickest, slowest, "minutes")}. Most people like the air between 70 and ${measure(90, "°C")}; the thermostat holds whatever you choose.`,
          ],
          [
            `Stay ${span(10, 15, "minutes")} a round, less if you feel uncomfortable, then cool off with a shower or a plunge and rest before the next. Two or three rounds are plenty. Drink water before and after.`,
          ],
        ],
        placeholder: false,
      },
      {
        id: "every-day",
        question: "Can I use my sauna every day?",
        answer: [
          [
            `Yes: the cabin and the heater are made for it, and the heater's maker guarantees it for ${periodText(familyHeaterPeriod.years)} in a family's own sauna. Daily use asks only that the stones are re-piled twice a year rather than once, and that the room dries with its door open after each session.`,
          ],
        ],
        placeholder: familyHeaterPeriod.placeholder,
      },
    ],
  },
  {
    id: "care",
    title: "Care and health",
    entries: [
      {
        id: "health-cautions",
        question: "Who should be careful with a sauna or an ice bath?",
        answer: [
          [
            "Heat and cold both ask a lot of the heart and the circulation. If you are pregnant, have a heart condition or blood pressure that is not under control, or take medicines that affect either, see your doctor before you use a sauna, a steam room or an ice bath.",
          ],
          [
            "Never combine them with alcohol, stop if you feel dizzy or unwell, and let children bathe only at gentler heat, for shorter times and with an adult.",
          ],
        ],
        placeholder: false,
      },
      {
        id: "looking-after",
        question: "How do I look after a sauna?",
        answer: [
          [
            "Mostly with heat and air: sit on towels, leave the door ajar after a session so the wood dries, wash the benches with mild soap now and then, and re-pile the heater's stones once a year. Never varnish or paint inside.",
          ],
          [link("The care routines, and what the warranty covers", paths.guideWarranty), "."],
        ],
        placeholder: false,
      },
      {
        id: "stones-and-water",
        question: "What may I pour on the heater's stones?",
        answer: [
          [
            "Clean water only, a ladle at a time, with a few drops of a sauna aroma in the bucket if you like; never oils or undiluted scents on the stones. Use only the stones the heater's maker specifies. ",
            link("Our aroma concentrates", paths.aromas),
            ".",
          ],
        ],
        placeholder: false,
      },
    ],
  },
  {
    id: "buying",
    title: "Buying",
    entries: [
      {
        id: "delivery-areas",
        question: "Where do you deliver and install?",
        answer: [
          [
            `Our teams install from our offices in ${listed(cities)}, in and around ${servedCities}. We also deliver kits further afield: ask us about your area.`,
          ],
        ],
        placeholder: false,
      },
      {
        id: "prices-and-quotes",
        question: "How are prices given?",
        answer: [
          [
            `The prices on our pages are indicative: our saunas start ${lowestPrice ? `from ${formatRand(lowestPrice.amount)}` : "at a price on request"}, and each page gives its own. Your price follows the size, the timbers, the heater and the site.`,
          ],
          [
            "After the survey you receive a written quotation for your room, with the drawings, the heater and what the site needs. ",
            link("Ask for a quotation", paths.contact()),
            ".",
          ],
        ],
        placeholder: lowestPrice ? !lowestPrice.confirmed : false,
      },
    ],
  },
];

/**
 * The page's groups: each with the questions answered from the figures, then the business's own
 * (the content studio's "Your questions and answers", `generated/faq.ts`), in their order.
 */
export const faqGroups: FaqGroup[] = answeredFromFigures.map((group) => ({
  ...group,
  entries: [
    ...group.entries,
    ...ownQuestions
      .filter((own) => own.group === group.id)
      .map(({ id, question, answer }) => ({
        id,
        question,
        answer: answer.map((paragraph) => [paragraph]),
        placeholder: false,
      })),
  ],
}));

/** Every question of the page, in order. */
export const faqEntries = faqGroups.flatMap((group) => group.entries);
