/**
 * A showroom's page: how long a visit takes in words, the rendered room it opens with described as
 * the gallery describes the same picture, and the collections on show each a real page with its
 * card's picture.
 */
import { describe, expect, it } from "vitest";

import { galleryExtras } from "~/catalogue/gallery";
import { range } from "~/catalogue/range";
import { OFFICE_IDS } from "~/config/offices";
import { showrooms } from "~/content/generated/showrooms";

import { onShowCards } from "./on-show";
import { officePictures } from "./pictures";
import { durationWords } from "./visit";

describe("a visit's length in words", () => {
  it("reads as people say it", () => {
    expect(durationWords(60)).toBe("an hour");
    expect(durationWords(90)).toBe("an hour and a half");
    expect(durationWords(30)).toBe("half an hour");
    expect(durationWords(45)).toBe("45 minutes");
    expect(durationWords(120)).toBe("2 hours");
    expect(durationWords(75)).toBe("an hour and 15 minutes");
    expect(() => durationWords(0)).toThrow();
  });
});

describe("the picture a showroom's page opens with", () => {
  it("is described as the gallery describes the same picture", () => {
    for (const id of OFFICE_IDS) {
      const picture = officePictures[id];
      const inGallery = galleryExtras.find((extra) => extra.id === picture.galleryId);
      expect(inGallery?.src, id).toBe(picture.image);
      expect(picture.alt, id).toBe(inGallery?.alt);
    }
  });
});

describe("the collections on show", () => {
  it("are cards of the range's items, leading to their pages, in the editor's order", () => {
    for (const id of OFFICE_IDS) {
      const cards = onShowCards(showrooms[id].onShow);
      expect(cards.map((card) => card.slug)).toEqual(showrooms[id].onShow);
      for (const card of cards) {
        expect(card.path).toBe(range.find((item) => item.slug === card.slug)!.path);
        expect(card.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it("refuse an item that is not a collection", () => {
    expect(() => onShowCards(["sauna-hat"])).toThrow(/"sauna-hat"/);
  });
});
