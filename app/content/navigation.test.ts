import { describe, expect, it } from "vitest";

import { findSauna, saunas } from "../catalogue/saunas";
import { isCurrent, mainNavigation, type NavLink, productSectionPaths } from "./navigation";
import { indexablePaths } from "../prerender";

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

  const productsMenu = mainNavigation.find((item) => item.href === "/products");
  const menuLinks = (productsMenu?.groups ?? []).flatMap((group) => group.links);

  it("links every page of the products section from the products menu", async () => {
    const sectionPages = (await indexablePaths()).filter(
      (path) =>
        path !== "/products" &&
        productSectionPaths.some((section) => isCurrent(path, section, { section: true })),
    );
    expect(sectionPages.length).toBeGreaterThan(0);
    expect(sectionPages.filter((path) => !menuLinks.some((link) => link.href === path))).toEqual(
      [],
    );
  });

  it("links only pages that exist, each once", async () => {
    const pages = new Set(await indexablePaths());
    const hrefs = mainNavigation.flatMap((item) => [
      item.href,
      ...(item.groups ?? []).flatMap((group) => group.links.map((link) => link.href)),
    ]);
    expect(hrefs.filter((href) => !pages.has(href))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("keeps the sauna collections together in one group", () => {
    const saunaSlugsOf = (links: NavLink[]) =>
      links.map((link) => findSauna(link.href.split("/").pop())?.slug).filter(Boolean);
    const groups = (productsMenu?.groups ?? []).filter(
      (group) => saunaSlugsOf(group.links).length > 0,
    );
    expect(groups).toHaveLength(1);
    expect(new Set(saunaSlugsOf(groups[0]!.links))).toEqual(
      new Set(saunas.map((sauna) => sauna.slug)),
    );
  });
});
