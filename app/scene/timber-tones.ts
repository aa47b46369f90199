/**
 * How each of the six timbers looks, as colours and figures: what the 3D model's generated
 * textures are drawn from (`timber.ts`), and what the configurator's swatches show. Plain data, so
 * a page can read the colours without loading three.js.
 */
import type { TimberId } from "~/content/range-core";

/** How a timber looks: its early and late wood, how its rings run, its knots. */
export interface TimberTone {
  /** The light (spring) wood and the dark (summer) wood of the growth rings, sRGB. */
  early: string;
  late: string;
  /** How much of each ring is late wood (0–1), and how hard the rings show (0–1). */
  lateShare: number;
  contrast: number;
  /** Rings per board width. */
  rings: number;
  /** How many boards show arched (flat-sawn) grain rather than straight lines (0–1). */
  flatSawn: number;
  /** How much boards differ in colour from one another (0–1). */
  variation: number;
  /** Knots per square metre, and their colour. */
  knots: number;
  knot: string;
  /** Ray flecks across the grain (oak). */
  flecks: boolean;
}

/** The six timbers of the range, matched by eye and by average colour to their swatches. */
export const TIMBER_TONES: Record<TimberId, TimberTone> = {
  "thermo-pine": {
    early: "#a8744a",
    late: "#6e4424",
    lateShare: 0.34,
    contrast: 0.8,
    rings: 16,
    flatSawn: 0.8,
    variation: 0.2,
    knots: 3,
    knot: "#4e2c16",
    flecks: false,
  },
  pine: {
    early: "#e2cb9f",
    late: "#c29a64",
    lateShare: 0.3,
    contrast: 0.75,
    rings: 18,
    flatSawn: 0.75,
    variation: 0.14,
    knots: 4,
    knot: "#8f5a2e",
    flecks: false,
  },
  obeche: {
    early: "#e0d0ae",
    late: "#cdb78e",
    lateShare: 0.5,
    contrast: 0.45,
    rings: 30,
    flatSawn: 0,
    variation: 0.06,
    knots: 0,
    knot: "#c9ad80",
    flecks: false,
  },
  "western-red-cedar": {
    early: "#bd8a66",
    late: "#8c5232",
    lateShare: 0.36,
    contrast: 0.7,
    rings: 20,
    flatSawn: 0.5,
    variation: 0.55,
    knots: 0,
    knot: "#5e3119",
    flecks: false,
  },
  lunawood: {
    early: "#8a5b3a",
    late: "#573420",
    lateShare: 0.36,
    contrast: 0.8,
    rings: 18,
    flatSawn: 0.85,
    variation: 0.18,
    knots: 1,
    knot: "#3e2210",
    flecks: false,
  },
  oak: {
    early: "#c4a47c",
    late: "#977350",
    lateShare: 0.22,
    contrast: 0.65,
    rings: 20,
    flatSawn: 0.3,
    variation: 0.12,
    knots: 0,
    knot: "#6d4d2b",
    flecks: true,
  },
};
