import { describe, expect, it } from "vitest";

import {
  type Design,
  designModel,
  designNote,
  frontName,
  offeredSizes,
  parseDesign,
  optionsOf,
  serializeDesign,
  sizeChoices,
  standardDesign,
  standardPictureNote,
} from "./configure";
import { designFigures, designPrice, designResult, PRICING } from "./design-figures";
import { cabinSizing, comfortableTop, outputTable } from "./sizing";
import { currentDrawn } from "./electrics";
import { kitRange, saunaItem, saunaRange } from "./range-cabins";

/** Every design a collection offers. */
function everyDesign(slug: Parameters<typeof saunaItem>[0]): Design[] {
  const options = optionsOf(slug);
  return offeredSizes(saunaItem(slug)).flatMap((size) =>
    options.outside.flatMap((outside) =>
      options.inside.flatMap((inside) =>
        options.fronts.map((front) => ({ ...size, outside, inside, front })),
      ),
    ),
  );
}

const query = (text: string) => new URLSearchParams(text);

describe("the standard design", () => {
  it.each(saunaRange.map((sauna) => [sauna.slug, sauna] as const))(
    "of the %s is the catalogue's cabin, at its own price, with an empty address",
    (_, sauna) => {
      const design = standardDesign(sauna);
      expect(designModel(sauna, design)).toEqual(sauna.model);
      expect(serializeDesign(sauna, design)).toBe("");
      expect(parseDesign(sauna, query(""))).toEqual(design);
      expect(designPrice(sauna, design)).toBe(
        sauna.price.kind === "from" ? sauna.price.amount : undefined,
      );
    },
  );

  it("is among the sizes, timbers and fronts offered", () => {
    for (const sauna of saunaRange) {
      const design = standardDesign(sauna);
      const options = optionsOf(sauna.slug);
      const { widths, depths } = sizeChoices(sauna);
      expect(widths).toContain(design.width);
      expect(depths).toContain(design.depth);
      expect(options.outside).toContain(design.outside);
      expect(options.inside).toContain(design.inside);
      expect(options.fronts).toContain(design.front);
    }
  });
});

describe("every design offered", () => {
  it.each(saunaRange.map((sauna) => [sauna.slug] as const))(
    "of the %s comes back from its address, has a heater of ours and a price",
    (slug) => {
      const sauna = saunaItem(slug);
      const designs = everyDesign(slug);
      expect(designs.length).toBeGreaterThan(0);
      for (const design of designs) {
        expect(parseDesign(sauna, query(serializeDesign(sauna, design)))).toEqual(design);
        const result = designResult(sauna, design);
        expect(result.kw, JSON.stringify(design)).toBeDefined();
        expect(result.heaters.length).toBeGreaterThan(0);
        expect(result.price).toBeGreaterThan(0);
      }
    },
  );
});

describe("a design's heater", () => {
  it("says it works near the top of its range exactly where no heater leaves the top fifth free", () => {
    const link = "https://vaja.example/products";
    for (const sauna of saunaRange)
      for (const design of everyDesign(sauna.slug)) {
        const result = designResult(sauna, design);
        const figures = designFigures(sauna, design, (id) => id, link);
        const row = outputTable.find((each) => each.kw === result.kw)!;
        const nearTop = result.sizing.effective > comfortableTop(row.room);
        expect(figures.nearTop ?? false, `${sauna.slug} ${JSON.stringify(design)}`).toBe(nearTop);
      }
    // The Elysium, the largest room, is one such; the Kaelis is not.
    const elysium = saunaItem("elysium");
    const kaelis = saunaItem("kaelis");
    expect(designFigures(elysium, standardDesign(elysium), (id) => id, link).nearTop).toBe(true);
    expect(designFigures(kaelis, standardDesign(kaelis), (id) => id, link).nearTop).toBeUndefined();
  });
});

describe("an address", () => {
  const aurora = saunaItem("aurora");
  const kaelis = saunaItem("kaelis");
  const vakio = saunaItem("vakio");

  it("off the size grid goes to the nearest size offered", () => {
    const { widths, depths } = sizeChoices(aurora);
    expect(parseDesign(aurora, query("width=99999&depth=10")).width).toBe(widths.at(-1));
    expect(parseDesign(aurora, query("width=2170")).width).toBe(2160);
    expect(parseDesign(aurora, query("depth=100")).depth).toBe(depths[0]);
  });

  it("asking for what the collection does not offer keeps the standard", () => {
    const standard = standardDesign(kaelis);
    expect(parseDesign(kaelis, query("front=glass&outside=obeche&inside=steel&width=abc"))).toEqual(
      standard,
    );
    expect(parseDesign(aurora, query("front=door&inside=PINE")).front).toBe("door");
    expect(parseDesign(aurora, query("inside=PINE")).inside).toBe("pine");
  });

  it("for a kit collection gives the nearest kit", () => {
    const design = parseDesign(vakio, query("width=2000&depth=1500"));
    expect(kitRange.some((kit) => kit.width === design.width && kit.depth === design.depth)).toBe(
      true,
    );
    expect(parseDesign(vakio, query("width=2600&depth=2100"))).toMatchObject({
      width: 2600,
      depth: 2100,
    });
    expect(designResult(vakio, { ...standardDesign(vakio), width: 2600, depth: 2100 }).kit).toBe(
      "Vakio Six",
    );
  });
});

describe("the indicative price", () => {
  const loyly = saunaItem("loyly");
  const standard = standardDesign(loyly);
  const price = (change: Partial<Design>) => designPrice(loyly, { ...standard, ...change })!;

  it("rises with the floor, with dearer timber and with a wall of glass", () => {
    expect(price({ width: 2600 })).toBeGreaterThan(price({}));
    expect(price({ width: 1800 })).toBeLessThan(price({}));
    expect(price({ outside: "western-red-cedar" })).toBeGreaterThan(price({ outside: "lunawood" }));
    expect(price({ inside: "obeche" })).toBeGreaterThan(price({ inside: "pine" }));
    expect(price({ front: "glass" }) - price({})).toBeCloseTo(PRICING.glassFront, -3);
  });

  it("moves from the list price in rounded steps, and a kit's is the kit's own", () => {
    expect((price({ width: 2300, outside: "thermo-pine" }) - price({})) % PRICING.roundTo).toBe(0);
    const kaelis = saunaItem("kaelis");
    const odd = { ...kaelis, price: { ...kaelis.price, amount: 152_500 } } as typeof kaelis;
    expect(designPrice(odd, standardDesign(odd))).toBe(152_500);
    const wider = designPrice(odd, {
      ...standardDesign(odd),
      width: standardDesign(odd).width + 200,
    })!;
    expect(wider).toBeGreaterThan(152_500);
    expect((wider - 152_500) % PRICING.roundTo).toBe(0);
    const vakio = saunaItem("vakio");
    for (const kit of kitRange) {
      const amount = kit.price.kind === "from" ? kit.price.amount : undefined;
      expect(
        designPrice(vakio, { ...standardDesign(vakio), width: kit.width, depth: kit.depth }),
      ).toBe(amount);
    }
  });
});

describe("what a design comes to", () => {
  it("sizes the heater from the design's own room and glass", () => {
    const aurora = saunaItem("aurora");
    const design = { ...standardDesign(aurora), width: 2460, front: "door" as const };
    const result = designResult(aurora, design);
    const sizing = cabinSizing(designModel(aurora, design));
    expect(result.sizing).toEqual(sizing);
    expect(result.kw).toBe(sizing.output?.minKw);
    const single = result.supply.find((need) => need.supply === "single-phase")!;
    expect(single.amps).toBeCloseTo(currentDrawn(result.kw!, "single-phase"));
    expect(single.circuit).toMatch(/A\u00a0circuit$/);
  });

  it("writes a note in plain text, with the address back to the design", () => {
    const aurora = saunaItem("aurora");
    const design = { ...standardDesign(aurora), width: 2260, inside: "pine" as const };
    const link = `https://example.com/products/aurora?${serializeDesign(aurora, design)}`;
    const note = designNote(aurora, design, designResult(aurora, design), (id) => id, link);
    expect(note).toContain("2260 × 2000 × 2400 mm");
    expect(note).toContain("pine inside");
    expect(note).toContain(link);
    expect(note).not.toMatch(/[\u00a0\u202f\u2060]/);
  });
});

describe("a kit's address", () => {
  it("names the kit, and the kit's name gives its size", () => {
    const vakio = saunaItem("vakio");
    const design = { ...standardDesign(vakio), width: 2100, depth: 1800 };
    expect(serializeDesign(vakio, design)).toBe("kit=vakio-four");
    expect(parseDesign(vakio, query("kit=vakio-four"))).toEqual(design);
    expect(parseDesign(vakio, query("kit=unknown"))).toEqual(standardDesign(vakio));
  });
});

describe("the front", () => {
  it("is named by the openings the cabin's width leaves room for", () => {
    const vakio = saunaItem("vakio");
    const kaelis = saunaItem("kaelis");
    expect(frontName(designModel(vakio, standardDesign(vakio)))).toBe("a glass door");
    expect(frontName(kaelis.model)).toBe("a glass door beside a window");
    expect(frontName(saunaItem("aurora").model)).toMatch(/^a wall of glass/);
  });
});

describe("standardPictureNote", () => {
  const sauna = saunaItem("aurora");
  const standard = standardDesign(sauna);
  const name = (id: string) => `<${id}>`;

  it("says nothing for the standard design", () => {
    expect(standardPictureNote(sauna, standard, name)).toBeUndefined();
  });

  it("names the standard and every part of the design that differs from it", () => {
    const options = optionsOf(sauna.slug);
    const outside = options.outside.find((id) => id !== standard.outside)!;
    const front = options.fronts.find((each) => each !== standard.front)!;
    const width = sizeChoices(sauna).widths.find((each) => each !== standard.width)!;
    const design = { ...standard, width, outside, front };
    const note = standardPictureNote(sauna, design, name)!;
    expect(note).toMatch(new RegExp(`standard ${sauna.name}`));
    expect(note).toContain(String(width));
    expect(note).toContain(String(standard.width));
    expect(note).toContain(name(outside));
    expect(note).toContain(name(standard.outside));
    expect(note).toContain(frontName(designModel(sauna, design)));
    // The timber inside is the standard's: not mentioned.
    if (standard.inside !== standard.outside) expect(note).not.toContain(name(standard.inside));
  });
});
