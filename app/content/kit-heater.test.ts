/**
 * A kit's price leaves the heater out, and everything said beside it agrees: the price terms the
 * kit's cards and pages show, the words of the collection sold as kits, and the pictures' alt text
 * and captions, where a picture showing a heater says that the heater is an option.
 */
import { describe, expect, it } from "vitest";

import { includesLine, termsText } from "../catalogue/price-terms";
import { saunas } from "../catalogue/saunas";

const kitCollection = saunas.find((sauna) => sauna.kits)!;

describe("a kit and its heater", () => {
  it("is priced without the heater, and the terms say so", () => {
    expect(includesLine("diy-kit")).not.toMatch(/heater/i);
    expect(termsText("diy-kit")).toMatch(/not the heater/i);
  });

  it("is never said to come with a heater on the page of the collection sold as kits", () => {
    expect(kitCollection, "a collection sold as kits").toBeDefined();
    const words = [
      ...kitCollection.productDescription,
      ...kitCollection.features.map((feature) => feature.description),
    ];
    for (const text of words)
      for (const sentence of text.split(/(?<=[.;])\s/))
        if (/\bheater\b/i.test(sentence))
          expect(sentence).toMatch(/chosen with you|priced on its own|option/i);
  });

  it("says, in every picture that shows a heater, that the heater is an option", () => {
    const pictures = [kitCollection.image, ...kitCollection.gallery];
    const withHeater = pictures.filter((picture) => /\bheater\b/i.test(picture.alt));
    expect(withHeater.length).toBeGreaterThan(0);
    for (const picture of withHeater) expect(picture.alt).toMatch(/heater is an option/);
  });

  it("leaves the heater in the pictures of a built collection, whose price includes it", () => {
    const built = saunas.find((sauna) => !sauna.kits)!;
    expect(built.gallery.some((picture) => /heater is an option/.test(picture.alt))).toBe(false);
    expect(includesLine("sauna")).toMatch(/heater/);
  });
});
