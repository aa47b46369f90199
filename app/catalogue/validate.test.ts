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

describe("numbers and their units", () => {
  it("refuses copy in which a line could end between a number and its unit", async () => {
    const { accessories } = await import("./accessories");
    const original = accessories[0]!;
    accessories[0] = { ...original, description: "A timer for a room at 80 °C, turned once." };
    try {
      expect(() => validateCatalogue()).toThrow(/accessories\.0\.description: "…[^"]*80 °C/);
    } finally {
      accessories[0] = original;
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

describe("the gallery rules", () => {
  it("refuses the categories in another order", async () => {
    const { galleryCategories } = await import("./gallery");
    const [first, second] = [galleryCategories[0]!, galleryCategories[1]!];
    galleryCategories[0] = second;
    galleryCategories[1] = first;
    try {
      expect(() => validateCatalogue()).toThrow(/kaelis, aurora, loyly, elysium, standard/);
    } finally {
      galleryCategories[0] = first;
      galleryCategories[1] = second;
    }
  });

  it("refuses two pictures with the same id, even across categories and extras", async () => {
    const { galleryExtras } = await import("./gallery");
    const original = galleryExtras[0]!;
    galleryExtras[0] = { ...original, id: "aurora-2" };
    try {
      expect(() => validateCatalogue()).toThrow(/every gallery image needs an id of its own/);
    } finally {
      galleryExtras[0] = original;
    }
  });

  it("refuses a route that is not category/{slug}", async () => {
    const { galleryCategories } = await import("./gallery");
    const original = galleryCategories[2]!;
    galleryCategories[2] = { ...original, route: "category/other" };
    try {
      expect(() => validateCatalogue()).toThrow(/galleryCategories\.2\.route/);
    } finally {
      galleryCategories[2] = original;
    }
  });

  it("refuses a cover that is not one of the category's pictures", async () => {
    const { galleryCategories } = await import("./gallery");
    const original = galleryCategories[4]!;
    galleryCategories[4] = { ...original, cover: "aurora-1" };
    try {
      expect(() => validateCatalogue()).toThrow(/cover is the id of one of the category's images/);
    } finally {
      galleryCategories[4] = original;
    }
  });

  it("refuses client renderings that do not show the five client tours", async () => {
    const { galleryCategories } = await import("./gallery");
    const index = galleryCategories.findIndex(({ slug }) => slug === "client-3d-renderings");
    const original = galleryCategories[index]!;
    galleryCategories[index] = { ...original, tours: ["client-1", "client-2", "aurora"] };
    try {
      expect(() => validateCatalogue()).toThrow(/shows the five client tours/);
    } finally {
      galleryCategories[index] = original;
    }
  });

  it("refuses a tour that does not exist", async () => {
    const { galleryCategories } = await import("./gallery");
    const original = galleryCategories[0]!;
    galleryCategories[0] = { ...original, tours: ["no-such-tour"] };
    try {
      expect(() => validateCatalogue()).toThrow(/must be tours of tours\.ts/);
    } finally {
      galleryCategories[0] = original;
    }
  });

  it("needs exactly twenty extra pictures", async () => {
    const { galleryExtras } = await import("./gallery");
    const removed = galleryExtras.pop()!;
    try {
      expect(() => validateCatalogue()).toThrow(/galleryExtras/);
    } finally {
      galleryExtras.push(removed);
    }
  });
});
