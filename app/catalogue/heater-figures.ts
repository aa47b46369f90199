/**
 * A heater's figures as its card shows them: the output, the room volume it suits, and each
 * supply with the circuit it needs. Text built from the range's spec (`range.ts`) and the circuit
 * arithmetic (`electrics.ts`), each number joined to its unit (`units.ts`).
 */
import { circuitText, supplies } from "./electrics";
import type { HeaterSpec, RoomVolume } from "./range";
import { listOf, measure, span } from "../format/units";

export interface HeaterFigure {
  term: string;
  /** One line each: every supply, with its circuit, is a line of its own. */
  lines: string[];
}

const room = ([smallest, largest]: RoomVolume) => span(smallest, largest);

/**
 * The same three figures for every heater, in the same order, so that the cards of a row line up:
 * output, room volume and supply. A heater made in several outputs lists each figure in the
 * outputs' order ("4.5, 6 or 8 kW" for rooms of "3–6, 5–8 or 7–12 m³"). A wood-burning stove needs
 * no electrical supply, but a flue.
 */
export function heaterFigures(spec: HeaterSpec): HeaterFigure[] {
  if (spec.fuel === "wood") {
    return [
      { term: "Output", lines: ["Wood-burning stove"] },
      { term: "Room volume", lines: [measure(room(spec.room), "m³")] },
      { term: "Supply", lines: ["No electrical supply; needs a flue"] },
    ];
  }
  const kws = spec.outputs.map((output) => output.kw);
  return [
    { term: "Output", lines: [measure(listOf(kws), "kW")] },
    {
      term: "Room volume",
      lines: [measure(listOf(spec.outputs.map((output) => room(output.room))), "m³")],
    },
    {
      term: "Supply",
      lines: spec.supplies.map(
        (supply) => `${supplies[supply].label}: ${circuitText(kws, supply)}`,
      ),
    },
  ];
}
