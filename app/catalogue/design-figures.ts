/**
 * What a configured design comes to: an indicative price by the pricing rule below, the heater
 * that suits its room (by the heater makers' rule, as the sizing calculator works it out) and what
 * that heater asks of the supply, and the note 'Send this design' writes into the enquiry.
 *
 * Apart from `configure.ts` because it needs the heaters and the sizing arithmetic: the sauna page
 * carries the standard cabin's figures, worked out at build, and loads this module when the
 * visitor first changes the design.
 *
 * The pricing rule is the business's: it keeps it in the content studio ("Configurator pricing"),
 * and `npm run content` writes it to `app/content/generated/pricing.ts`. Until the business confirms
 * it there, the launch check lists it.
 */
import {
  type Design,
  designKit,
  designModel,
  designNote,
  optionsOf,
  standardDesign,
} from "./configure";
import { pricing } from "../content/generated/pricing";
import { circuitText, currentDrawn, type Supply, supplies } from "./electrics";
import type { CabinModel, SaunaItem, TimberId } from "../content/range-core";
import { cabinSizing, type CabinSizing, suitableHeaters } from "./sizing";

/** The pricing rule a configured design's indicative price follows (from the content studio). */
export const PRICING = pricing;

/** The area of a cabin's outside walls, and of the room's walls and ceiling inside, in m². */
function surfaces(model: CabinModel, sizing: CabinSizing): { outside: number; inside: number } {
  const { inside } = sizing;
  return {
    outside: (2 * (model.width + model.depth) * model.height) / 1e6,
    inside: (2 * (inside.width + inside.depth) * inside.height + inside.width * inside.depth) / 1e6,
  };
}

/**
 * A design's indicative price in rand: for a kit, the kit's own price; otherwise the collection's
 * "from" price, with the floor added or taken away, the timbers' difference over the areas they
 * cover, and a glass front's difference from a door. Only that difference is rounded, so the
 * standard design shows the list price to the rand, as the card and the page do. Undefined when
 * the collection has no price.
 */
export function designPrice(sauna: SaunaItem, design: Design): number | undefined {
  if (sauna.price.kind !== "from") return undefined;
  if (optionsOf(sauna.slug).sizes.kind === "kits") {
    const kit = designKit(sauna, design);
    return kit?.price.kind === "from" ? kit.price.amount : undefined;
  }
  const standard = designModel(sauna, standardDesign(sauna));
  const model = designModel(sauna, design);
  const before = surfaces(standard, cabinSizing(standard));
  const after = surfaces(model, cabinSizing(model));
  const rate = PRICING.timberPerM2;
  const floor =
    ((model.width * model.depth - standard.width * standard.depth) / 1e6) * PRICING.perFloorM2;
  const timbers =
    rate[model.outside] * after.outside -
    rate[standard.outside] * before.outside +
    rate[model.inside] * after.inside -
    rate[standard.inside] * before.inside;
  const front =
    (model.front === "glass" ? PRICING.glassFront : 0) -
    (standard.front === "glass" ? PRICING.glassFront : 0);
  const difference = Math.round((floor + timbers + front) / PRICING.roundTo) * PRICING.roundTo;
  return sauna.price.amount + difference;
}

/** What a heater at the recommended output asks of each supply. */
export interface SupplyNeed {
  supply: Supply;
  amps: number;
  circuit: string;
}

/** What a design comes to: the room, its heater and supply, and its price. */
export interface DesignResult {
  model: CabinModel;
  sizing: CabinSizing;
  /** The heaters that suit the room at the smallest suitable output, by name; none beyond range. */
  heaters: string[];
  /** The smallest output that suits (kW), and what it asks of each supply. */
  kw?: number;
  supply: SupplyNeed[];
  price?: number;
  /** The kit this design is, for a collection sold as kits. */
  kit?: string;
}

/** Everything the configurator shows for a design. */
export function designResult(sauna: SaunaItem, design: Design): DesignResult {
  const model = designModel(sauna, design);
  const sizing = cabinSizing(model);
  const kw = sizing.output?.minKw;
  const heaters =
    kw === undefined
      ? []
      : suitableHeaters(sizing.effective)
          .filter((each) => each.kw === kw)
          .map(({ heater }) => heater.name);
  const supply = (Object.keys(supplies) as Supply[]).flatMap((each): SupplyNeed[] =>
    kw === undefined
      ? []
      : [{ supply: each, amps: currentDrawn(kw, each), circuit: circuitText(kw, each) }],
  );
  const kit = designKit(sauna, design);
  return { model, sizing, heaters, kw, supply, price: designPrice(sauna, design), kit: kit?.name };
}

/** What the configurator shows for a design, as plain data (the page's build carries the standard's). */
export interface DesignFigures {
  price?: number;
  kit?: string;
  /** The room inside, in m³. */
  volume: number;
  kw?: number;
  /**
   * No heater of ours leaves the room below the top fifth of its range: the output chosen covers
   * it, working near the top of its range (the heater rule the sizing guide states).
   */
  nearTop?: true;
  heaters: string[];
  supply: SupplyNeed[];
  /** The enquiry's note for this design. */
  note: string;
}

/** Everything the configurator shows for a design, with the note linking back to `link`. */
export function designFigures(
  sauna: SaunaItem,
  design: Design,
  timberName: (id: TimberId) => string,
  link: string,
): DesignFigures {
  const result = designResult(sauna, design);
  const { price, kit, kw, heaters, supply } = result;
  return {
    price,
    kit,
    volume: result.sizing.volume,
    kw,
    ...(result.sizing.output?.nearTop ? { nearTop: true as const } : {}),
    heaters,
    supply,
    note: designNote(sauna, design, result, timberName, link),
  };
}
