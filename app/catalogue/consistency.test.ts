// @vitest-environment node
/**
 * One value per fact: what the pages say, worked out again from the figures it follows from, so
 * that two readings of the same thing cannot reach a visitor. Each test names what it computes.
 */
import { describe, expect, it } from "vitest";

import { extraPictures, standardCabins } from "./gallery-cabins";
import { faqGroups } from "../guides/faq";
import { installationSteps } from "../guides/installation";
import { totalWeeks } from "../format/text";
import { LOCATIONS } from "../contact/form";
import { enquiryCities, servedPlaces, site } from "../content/site";

import { frontOpenings, interiorSize } from "./cabin";
import { clientRooms } from "./client-rooms";
import { comparison } from "./compare";
import { optionsOf, saunaOptions } from "./configure";
import { diyKits, kitInclusions } from "./diy-kits";
import { currentDrawn } from "./electrics";
import { chillerCurrentA, chillerSocket, iceBathConstants, iceBaths } from "./ice-baths";
import { priceTerms } from "./price-terms";
import { kitRange, saunaItem, saunaRange } from "./range-cabins";
import { type CabinModel, type SaunaSlug, timberIds, type TimberId } from "../content/range-core";
import { saunas } from "./saunas";
import { clientTours, tours } from "./tours";
import { timbers, timberTones } from "./woods";

/** Every string inside a value (an object's values, an array's items), with where it was. */
function strings(value: unknown, where = ""): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value.replace(/[\s\u2060]+/g, " ") }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  }
  return [];
}

const metres = (mm: number) => (mm / 1000).toFixed(1);

describe("the ice bath's electrics", () => {
  it("draws the current its rated power draws at 230 V, and says so", () => {
    expect(chillerCurrentA).toBeCloseTo(iceBathConstants.powerW / 230, 6);
    expect(chillerCurrentA).toBeCloseTo(
      currentDrawn(iceBathConstants.powerW / 1000, "single-phase"),
    );
    const rows = strings(iceBaths[0]!.technical);
    const current = rows.find(({ text }) => /^\d+(\.\d)? A at 230 V$/.test(text));
    expect(current?.text).toBe(`${chillerCurrentA.toFixed(1)} A at 230 V`);
    // No other amperage for the chiller anywhere on its page.
    const amps = strings(iceBaths[0]).flatMap(({ text }) => text.match(/\d+(?:\.\d+)? A\b/g) ?? []);
    expect(new Set(amps)).toEqual(
      new Set([`${chillerCurrentA.toFixed(1)} A`, `${iceBathConstants.socketA} A`]),
    );
  });

  it("names one socket for it wherever a socket is mentioned", () => {
    // Every sentence on the ice bath's page, and every sentence of the guides about it, that names
    // a socket.
    const sentences = (list: { where: string; text: string }[], about: RegExp) =>
      list.flatMap(({ where, text }) =>
        text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => about.test(sentence) && /socket/i.test(sentence))
          .map((sentence) => ({ where, text: sentence })),
      );
    const mentions = [
      ...sentences(
        strings(iceBaths[0]).filter(({ where }) => !where.endsWith(".label")),
        /./,
      ),
      ...sentences(strings(faqGroups), /ice bath|chiller|cold plunge|it plugs/i),
    ];
    expect(mentions.length).toBeGreaterThan(2);
    for (const { where, text } of mentions) {
      expect(text, where).not.toMatch(/ordinary|standard (16 A )?wall socket|dedicated/i);
      if (!/^\d+ A wall socket of its own/.test(text))
        expect(text.includes(chillerSocket.replace(/\s+/g, " ")), `${where}: ${text}`).toBe(true);
    }
  });
});

describe("heights, widths and glass in the collections' words", () => {
  const cases = saunas.map((sauna) => {
    const model = saunaItem(sauna.slug as SaunaSlug).model;
    const glass = Math.max(...frontOpenings(model).map(({ x0, x1 }) => x1 - x0));
    return { sauna, model, glass, inside: interiorSize(model).height };
  });

  it("gives a ceiling or a height inside as the room's, not the cabin's outside height", () => {
    for (const { sauna, inside } of cases) {
      for (const { where, text } of strings(sauna)) {
        for (const match of text.matchAll(/(\d\.\d) m (?:ceiling|high inside|inside)/g)) {
          expect(match[1], `${sauna.slug}${where}: ${text}`).toBe(metres(inside));
        }
        for (const match of text.matchAll(/stands (\d\.\d) m high/g)) {
          expect(match[1], `${sauna.slug}${where}`).toBe(metres(inside));
        }
      }
    }
  });

  it("measures a glass front as its pane, and calls no cabin tall that is no taller than the rest", () => {
    const heights = new Set(cases.map(({ model }) => model.height));
    for (const { sauna, glass } of cases) {
      for (const { where, text } of strings(sauna)) {
        for (const match of text.matchAll(/(\d\.\d) m (?:pane|glass|of glass|wide)/g)) {
          expect(match[1], `${sauna.slug}${where}: ${text}`).toBe(metres(glass));
        }
        expect(text, `${sauna.slug}${where}`).not.toMatch(/three metres of glass/i);
        if (heights.size === 1 || sauna.dimensions.height < Math.max(...heights)) {
          expect(text, `${sauna.slug}${where}`).not.toMatch(/\btall(est)?\b/i);
        }
      }
    }
  });

  it("gives a client room's height inside as its room's", () => {
    for (const tour of clientTours) {
      const model = clientRooms[tour.id as keyof typeof clientRooms];
      for (const match of tour.description.matchAll(/(\d\.\d) metres high inside/g)) {
        expect(match[1], tour.id).toBe(metres(interiorSize(model).height));
      }
    }
  });
});

describe("how many a cabin seats", () => {
  it("matches the kit of the same footprint wherever a sauna is compared at a kit's size", () => {
    for (const item of comparison().filter((each) => each.kind === "sauna")) {
      const { width, depth } = saunaItem(item.slug as SaunaSlug).model;
      const kit = kitRange.find((each) => each.width === width && each.depth === depth);
      if (!kit) continue;
      const cell = item.cells.capacity;
      expect(cell.kind === "text" && cell.text.replace(/[\s\u2060]+/g, " ")).toBe(
        diyKits.find((each) => each.id === kit.slug)!.capacity.replace(/[\s\u2060]+/g, " "),
      );
    }
  });

  it("gives a collection sold as kits the seats of its kits, fewest to most", () => {
    for (const sauna of saunaRange.filter((each) => optionsOf(each.slug).sizes.kind === "kits")) {
      const fewest = Math.min(...kitRange.map((kit) => kit.seats[0]));
      const most = Math.max(...kitRange.map((kit) => kit.seats[1]));
      expect(sauna.seats).toEqual([fewest, most]);
    }
  });
});

describe("timbers", () => {
  /** The timbers a buyer can choose for some collection, outside and in. */
  const offered = (outside: TimberId, inside: TimberId) =>
    Object.values(saunaOptions).some(
      (options) => options.outside.includes(outside) && options.inside.includes(inside),
    );

  it("shows in every picture only combinations a buyer can choose", () => {
    const pictured: (Pick<CabinModel, "outside" | "inside"> & { name: string })[] = [
      ...standardCabins,
      ...extraPictures.map((picture) => picture.cabin),
      ...Object.entries(clientRooms).map(([name, room]) => ({ name, ...room })),
      ...saunaRange.map((sauna) => ({ name: sauna.name, ...sauna.model })),
    ];
    for (const cabin of pictured) {
      expect(
        offered(cabin.outside, cabin.inside),
        `${cabin.name}: ${cabin.outside} outside, ${cabin.inside} in`,
      ).toBe(true);
    }
  });

  it("lets every timber the site describes be chosen for some collection", () => {
    for (const id of timberIds) {
      const chosen = Object.values(saunaOptions).some(
        (options) => options.outside.includes(id) || options.inside.includes(id),
      );
      expect(chosen, id).toBe(true);
    }
    expect(timbers.map((timber) => timber.id).sort()).toEqual([...timberIds].sort());
  });

  it("describes each timber's colour as its swatch does, wherever the copy names one", () => {
    const names: [TimberId, RegExp][] = [
      ["thermo-pine", /thermo[- ]pine/i],
      ["western-red-cedar", /cedar/i],
      ["lunawood", /lunawood/i],
      ["obeche", /obeche/i],
      ["oak", /\boak\b/i],
      ["pine", /(?<!thermo[- ])\bpine\b/i],
    ];
    const colour = /\b(dark|pale|light|deep|caramel|honey|russet|cream|black|grey|brown|red)\b/i;
    const copy = [
      ...strings(saunas),
      ...strings(tours),
      ...strings(diyKits),
      ...strings(kitInclusions),
    ];
    for (const { where, text: written } of copy) {
      const text = written.replace(/western red cedar/gi, "cedar");
      for (const [id, name] of names) {
        const pattern = new RegExp(`\\b([\\w-]+(?: [\\w-]+)?) (?:${name.source})`, "gi");
        for (const match of text.matchAll(pattern)) {
          const words = match[1]!.toLowerCase();
          const last = words.split(" ").at(-1)!;
          if (!colour.test(last)) continue;
          const allowed = timberTones[id].some((tone) => words.endsWith(tone));
          expect(allowed, `${where}: "${match[0]}" (${id} is ${timberTones[id].join(", ")})`).toBe(
            true,
          );
        }
      }
    }
  });

  it("builds the kits in the Vakio's own timber, and says so", () => {
    const { outside } = saunaItem("vakio").model;
    for (const { where, text } of strings(kitInclusions)) {
      expect(text, where).not.toMatch(/thermo[- ]pine|cedar|lunawood|obeche|\boak\b/i);
    }
    expect(strings(kitInclusions).some(({ text }) => /\bpine\b/i.test(text))).toBe(
      outside === "pine",
    );
  });
});

describe("lead times", () => {
  it("give a built sauna the installation guide's journey, from the first visit to the first heat", () => {
    const journey = totalWeeks(installationSteps.map((step) => step.duration));
    expect(priceTerms.sauna.leadWeeks).toEqual([journey.from, journey.to]);
  });
});

describe("the places served", () => {
  it("are one list: the enquiry form's locations, the offices' areas and the site's", () => {
    expect(LOCATIONS.filter((location) => location !== "Other")).toEqual(enquiryCities);
    const cities = site.areasServed.filter((area) => area.type === "City").map((a) => a.name);
    expect(cities).toEqual(servedPlaces.map((place) => place.city));
    const byOffice = site.offices.flatMap((office) =>
      office.areasServed.filter((area) => area.type === "City").map((area) => area.name),
    );
    expect(byOffice.sort()).toEqual(cities.sort());
  });
});
