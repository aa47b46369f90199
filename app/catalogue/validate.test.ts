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

describe("the sauna collection rules", () => {
  it("refuses a material that is not one of the six timbers", async () => {
    const { saunas } = await import("./saunas");
    const original = saunas[0]!;
    saunas[0] = { ...original, materials: ["balsa"] };
    try {
      expect(() => validateCatalogue()).toThrow(/every material must be one of the timbers/);
    } finally {
      saunas[0] = original;
    }
  });

  it("refuses plans for Vakio", async () => {
    const { saunas } = await import("./saunas");
    const index = saunas.findIndex((sauna) => sauna.slug === "vakio");
    const original = saunas[index]!;
    saunas[index] = { ...original, plan: saunas[0]!.plan };
    try {
      expect(() => validateCatalogue()).toThrow(/not Vakio/);
    } finally {
      saunas[index] = original;
    }
  });
});
