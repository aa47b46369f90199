import { describe, expect, it } from "vitest";

import { isCurrent, mainNavigation } from "./navigation";

describe("isCurrent", () => {
  it("matches the same page", () => {
    expect(isCurrent("/about", "/about")).toBe(true);
    expect(isCurrent("/", "/")).toBe(true);
  });

  it("ignores trailing slashes on the current path", () => {
    expect(isCurrent("/about/", "/about")).toBe(true);
    expect(isCurrent("/about//", "/about")).toBe(true);
    expect(isCurrent("", "/")).toBe(true);
  });

  it("does not match other pages", () => {
    expect(isCurrent("/about", "/")).toBe(false);
    expect(isCurrent("/", "/about")).toBe(false);
    expect(isCurrent("/about-us", "/about")).toBe(false);
    expect(isCurrent("/products/aurora", "/products")).toBe(false);
  });

  describe("as a section", () => {
    it("contains the pages below it", () => {
      expect(isCurrent("/products/aurora", "/products", { section: true })).toBe(true);
      expect(isCurrent("/products/ice-bath/premium-ice-bath", "/products", { section: true })).toBe(
        true,
      );
      expect(isCurrent("/products", "/products", { section: true })).toBe(true);
      expect(isCurrent("/products/", "/products", { section: true })).toBe(true);
    });

    it("does not contain pages that merely share a prefix", () => {
      expect(isCurrent("/productsale", "/products", { section: true })).toBe(false);
      expect(isCurrent("/blog", "/products", { section: true })).toBe(false);
    });

    it("never treats the home page as a section of every page", () => {
      expect(isCurrent("/about", "/", { section: true })).toBe(false);
      expect(isCurrent("/", "/", { section: true })).toBe(true);
    });
  });
});

describe("mainNavigation", () => {
  it("lists the top bar items the business asked for, in order", () => {
    expect(mainNavigation.map(({ label, href }) => [label, href])).toEqual([
      ["Our Products", "/products"],
      ["About Us", "/about"],
      ["Blog", "/blog"],
      ["Gallery", "/gallery"],
      ["Contact", "/contact"],
    ]);
  });

  it("groups the products dropdown as the business asked", () => {
    const groups = mainNavigation[0]?.groups ?? [];
    expect(groups.map((group) => [group.label, group.links.map((link) => link.href)])).toEqual([
      [
        "Sauna Collections",
        ["aurora", "elysium", "loyly", "kaelis", "vakio"].map((slug) => `/products/${slug}`),
      ],
      ["Steam Rooms", ["/steam-rooms"]],
      ["Ice Baths", ["/products/ice-bath/premium-ice-bath"]],
      ["Customization", ["/products/equipment", "/products/accessories"]],
    ]);
  });
});
