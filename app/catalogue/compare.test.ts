// @vitest-environment node
import { describe, expect, it } from "vitest";

import { paths } from "../routing/paths";
import { glassArea, interiorSize } from "./cabin";
import {
  choiceMessage,
  chooseItems,
  comparison,
  compareRows,
  MAX_CHOSEN,
  MIN_CHOSEN,
  rowIds,
  toggleChoice,
} from "./compare";
import { currentDrawn } from "./electrics";
import { priceLine } from "./price";
import { iceBathRange, saunaRange } from "./range";
import { effectiveVolume, recommendedOutput, roomVolume } from "./sizing";
import { keepUnitsTogether } from "../format/units";

const items = comparison();
const slugs = items.map((item) => item.slug);

describe("the comparison", () => {
  it("lists every collection and the ice bath, once each, in the range's order", () => {
    expect(slugs).toEqual([...saunaRange, ...iceBathRange].map((item) => item.slug));
  });

  it("has a row for every cell, and a cell in every row for every item", () => {
    expect(compareRows.map((row) => row.id)).toEqual([...rowIds]);
    for (const item of items) expect(Object.keys(item.cells).sort()).toEqual([...rowIds].sort());
  });

  it("shows each item's price line from the registry", () => {
    for (const item of items) {
      const registered = [...saunaRange, ...iceBathRange].find((r) => r.slug === item.slug)!;
      expect(item.cells.price).toMatchObject({ kind: "text", text: priceLine(registered.price) });
      // With what the price includes, by the rule every page reads.
      const detail = item.cells.price.kind === "text" ? item.cells.price.detail : undefined;
      expect(detail).toMatch(/^Incl\. VAT/);
    }
  });

  it("keeps every figure joined to its unit", () => {
    for (const item of items) {
      for (const cell of Object.values(item.cells)) {
        const texts =
          cell.kind === "text" ? [cell.text, cell.detail ?? "", ...(cell.lines ?? [])] : [];
        for (const value of texts) expect(keepUnitsTogether(value), value).toBe(value);
      }
    }
  });

  it("says what does not apply instead of leaving a cell empty", () => {
    for (const item of items) {
      for (const cell of Object.values(item.cells)) {
        if (cell.kind === "none") expect(cell.label.trim()).not.toBe("");
        if (cell.kind === "text") expect(cell.text.trim()).not.toBe("");
      }
    }
  });
});

describe.each(saunaRange.map((sauna) => [sauna.slug, sauna] as const))("the %s", (_, sauna) => {
  const item = items.find((candidate) => candidate.slug === sauna.slug)!;
  const figures = item.figures!;

  it("holds less inside than its outside size", () => {
    expect(figures.outsideVolume).toBeCloseTo(roomVolume(sauna.model));
    expect(figures.interiorVolume).toBeGreaterThan(0);
    expect(figures.interiorVolume).toBeLessThan(figures.outsideVolume);
    expect(figures.interiorVolume).toBeCloseTo(roomVolume(interiorSize(sauna.model)));
  });

  it("is sized by its room and its glass, as the heater makers' rule has it", () => {
    expect(figures.glassArea).toBeCloseTo(glassArea(sauna.model));
    expect(figures.glassArea).toBeGreaterThan(0);
    const effective = effectiveVolume(figures.interiorVolume, figures.glassArea, false);
    expect(figures.effectiveVolume).toBeCloseTo(effective);
    expect(figures.output).toEqual(recommendedOutput(effective));
  });

  it("shows its glass front, its timbers, and its heater's supply when an output suits it", () => {
    const glass = item.cells.glass;
    expect(glass.kind === "text" && glass.text).toBe(sauna.model.front === "glass" ? "Yes" : "No");
    expect(item.cells.timberOutside.kind).toBe("text");
    expect(item.cells.timberInside.kind).toBe("text");
    const supplyKind = figures.output ? "text" : "none";
    expect(item.cells.singlePhase.kind).toBe(supplyKind);
    expect(item.cells.threePhase.kind).toBe(supplyKind);
  });

  it("says of its heater that it works near the top of its range where the rule finds no headroom", () => {
    const heater = item.cells.heater;
    expect(heater.kind).toBe("text");
    const said = heater.kind === "text" && /near the top of its range/.test(heater.detail ?? "");
    expect(said).toBe(figures.output?.nearTop === true);
  });

  it("gives the supply for the smallest output that suits, so no circuit is overstated", () => {
    if (!figures.output) return;
    const single = item.cells.singlePhase;
    expect(single.kind === "text" && single.text).toBe(
      `${currentDrawn(figures.output.minKw, "single-phase").toFixed(1)}\u00a0A`,
    );
  });

  it("links to its plans exactly when it has them", () => {
    const plans = item.cells.plans;
    if (sauna.plans) expect(plans).toMatchObject({ kind: "link", href: paths.planPdf(sauna.slug) });
    else expect(plans.kind).toBe("none");
  });
});

describe("the ice bath", () => {
  const bath = items.find((item) => item.kind === "ice-bath")!;

  it("seats one, and marks the rows of a cabin as not applying", () => {
    expect(bath.cells.capacity).toMatchObject({ kind: "text", text: "1 person" });
    for (const id of ["volume", "timberOutside", "timberInside", "glass", "plans"] as const) {
      expect(bath.cells[id].kind, id).toBe("none");
    }
  });
});

describe("chooseItems", () => {
  it("keeps the known slugs asked for, in order, each once, at most three", () => {
    expect(chooseItems(["kaelis,vakio"], slugs)).toEqual(["kaelis", "vakio"]);
    expect(chooseItems(["loyly", "aurora"], slugs)).toEqual(["loyly", "aurora"]);
    expect(chooseItems(["aurora,aurora,nope,loyly"], slugs)).toEqual(["aurora", "loyly"]);
    expect(chooseItems([slugs.join(",")], slugs)).toHaveLength(MAX_CHOSEN);
  });

  it("falls back to a pair when fewer than two known slugs are asked for", () => {
    expect(chooseItems([], slugs)).toEqual(slugs.slice(0, MIN_CHOSEN));
    expect(chooseItems(["<script>", ""], slugs)).toEqual(slugs.slice(0, MIN_CHOSEN));
    const last = slugs[slugs.length - 1]!;
    expect(chooseItems([last], slugs)).toEqual([last, slugs[0]]);
    expect(chooseItems([`${slugs[0]},${slugs[0]}`], slugs)).toEqual(slugs.slice(0, MIN_CHOSEN));
  });
});

describe("toggleChoice", () => {
  const known = ["a", "b", "c", "d", "e"];
  const full = known.slice(0, MAX_CHOSEN);
  const least = known.slice(0, MIN_CHOSEN);
  const nameOf = (slug: string) => slug.toUpperCase();

  it("adds and removes within the limits, keeping the order of choosing", () => {
    expect(toggleChoice(least, "e", true)).toEqual({
      chosen: [...least, "e"],
      change: { kind: "added", slug: "e" },
    });
    expect(toggleChoice([...least, "e"], "a", false).chosen).toEqual([...least.slice(1), "e"]);
  });

  it("shows another in place of the one chosen longest ago when the choice is full", () => {
    const outside = known.find((slug) => !full.includes(slug))!;
    const { chosen, change } = toggleChoice(full, outside, true);
    expect(chosen).toHaveLength(MAX_CHOSEN);
    expect(chosen).toEqual([...full.slice(1), outside]);
    expect(change).toEqual({ kind: "replaced", slug: outside, replaced: full[0] });
    // And says so, naming both.
    const message = choiceMessage(change, nameOf);
    expect(message).toContain(nameOf(full[0]!));
    expect(message).toContain(nameOf(outside));
  });

  it("keeps the least a comparison needs, and says why", () => {
    const { chosen, change } = toggleChoice(least, least[0]!, false);
    expect(chosen).toEqual(least);
    expect(change).toEqual({ kind: "kept", slug: least[0] });
    expect(choiceMessage(change, nameOf)).toContain(nameOf(least[0]!));
  });

  it("says nothing more where the boxes say it all", () => {
    expect(choiceMessage({ kind: "added", slug: "a" }, nameOf)).toBe("");
    expect(choiceMessage({ kind: "removed", slug: "a" }, nameOf)).toBe("");
  });
});
