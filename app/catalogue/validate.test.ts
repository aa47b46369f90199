import { describe, expect, it } from "vitest";

import { customers } from "./customers";
import { validateCatalogue } from "./validate";

describe("validateCatalogue", () => {
  it("accepts the catalogue as shipped", () => {
    expect(() => validateCatalogue()).not.toThrow();
  });

  it("names the data set and field of an invalid entry", () => {
    const original = customers[0]!;
    customers[0] = { ...original, name: "" };
    try {
      expect(() => validateCatalogue()).toThrow(/customers\.0\.name/);
    } finally {
      customers[0] = original;
    }
  });
});
