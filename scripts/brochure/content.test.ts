// @vitest-environment node
import { describe, expect, it } from "vitest";

import { circuitText, type Supply, supplies } from "../../app/catalogue/electrics";
import { priceLine } from "../../app/catalogue/price";
import { kindPages, range, saunaRange } from "../../app/catalogue/range";
import { cabinSizing, outputTable, suitableHeaters } from "../../app/catalogue/sizing";
import { sizeText } from "../../app/format/units";
import { timbers } from "../../app/catalogue/woods";
import { site } from "../../app/content/site";
import {
  allSheets,
  contactContent,
  listedKinds,
  listingSections,
  outputText,
  PRICE_NOTE,
  sheetContent,
} from "./content";
import { pdfText } from "./text";

const value = (figures: { label: string; value: string }[], label: string) =>
  figures.find((figure) => figure.label === label)?.value;

describe("sheetContent", () => {
  it.each(saunaRange.map((sauna) => [sauna.name, sauna] as const))(
    "takes the %s's name, size, seats, timbers and price from the range",
    (name, sauna) => {
      const sheet = sheetContent(sauna.slug);
      expect(sheet.name).toBe(name);
      expect(sheet.price).toBe(priceLine(sauna.price));
      expect(sheet.cabin.map((figure) => figure.value)).toContain(sizeText(sauna.model));
      const timberName = (id: string) => timbers.find((timber) => timber.id === id)!.name;
      expect(value(sheet.cabin, "Outside")).toBe(timberName(sauna.model.outside));
      expect(value(sheet.cabin, "Inside")).toBe(timberName(sauna.model.inside));
      expect(value(sheet.cabin, "Seats")).toContain(String(sauna.seats[1]));
      expect(sheet.image).toMatch(/^\/media\/.+\.jpg$/);
    },
  );

  it.each(saunaRange.map((sauna) => [sauna.name, sauna] as const))(
    "gives the %s's heater output and, for it, the circuit on each supply and the heaters that suit",
    (_, sauna) => {
      const { heating } = sheetContent(sauna.slug);
      const { output, effective } = cabinSizing(sauna.model);
      if (!output) {
        expect(heating.map((figure) => figure.label)).not.toContain(supplies["single-phase"].label);
        return;
      }
      expect(value(heating, "Heater output")).toBe(outputText(output));
      for (const supply of Object.keys(supplies) as Supply[]) {
        const circuit = value(heating, supplies[supply].label);
        const outputs = outputTable
          .map((row) => row.kw)
          .filter((kw) => kw >= output.minKw && kw <= output.maxKw);
        expect(circuit?.toLowerCase()).toBe(circuitText(outputs, supply).toLowerCase());
      }
      const suiting = value(heating, "Heaters that suit")!;
      for (const { heater } of suitableHeaters(effective)) expect(suiting).toContain(heater.name);
    },
  );

  it("writes every sheet in characters the PDF's fonts can draw", () => {
    for (const sheet of allSheets()) {
      const strings = [
        sheet.name,
        sheet.eyebrow,
        sheet.description,
        sheet.price,
        ...[...sheet.cabin, ...sheet.heating].flatMap(({ label, value }) => [label, value]),
      ];
      for (const string of strings) expect(() => pdfText(string)).not.toThrow();
    }
    expect(allSheets().map((sheet) => sheet.slug)).toEqual(saunaRange.map((sauna) => sauna.slug));
  });
});

describe("listingSections", () => {
  it("lists every item of the other kinds once, under its kind's name, with its price line", () => {
    const sections = listingSections();
    expect(sections.map((section) => section.title)).toEqual(
      listedKinds.map((kind) => kindPages[kind].label),
    );
    for (const section of sections) {
      const items = range.filter((item) => item.kind === section.kind);
      expect(section.rows.map((row) => [row.name, row.price])).toEqual(
        items.map((item) => [item.name, priceLine(item.price)]),
      );
      for (const row of section.rows) expect(() => pdfText(row.detail)).not.toThrow();
    }
    expect(new Set([...listedKinds, "sauna"])).toEqual(new Set(range.map((item) => item.kind)));
  });
});

describe("contactContent", () => {
  it("gives the site's offices, e-mail and WhatsApp, and a note that prices are indicative", () => {
    const contact = contactContent();
    expect(contact.offices.map((office) => office.phone)).toEqual(
      site.offices.map((office) => office.phone),
    );
    expect(contact.email).toBe(site.emails.general);
    expect(contact.whatsapp).toBe(site.whatsapp);
    expect(PRICE_NOTE).toMatch(/indicative/);
    expect(PRICE_NOTE).toMatch(/written quotation/);
  });
});
