// @vitest-environment jsdom
/**
 * The range page's markup: every card with its price line and its anchor, the figures a page adds,
 * the note on indicative prices only where a figure is shown, and the closing action.
 */
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { accessories } from "~/catalogue/accessories";
import { heaters } from "~/catalogue/heaters";
import { priceLine } from "~/catalogue/price";
import { includesLine, termsText } from "~/catalogue/price-terms";
import type { CatalogueItem } from "~/catalogue/schemas";

import { HeaterSpecs } from "./heater-specs";
import { RangePage, rangeJsonLd } from "./range-page";

const closing = {
  id: "cta",
  eyebrow: "Ask",
  title: "Ask us",
  to: "/contact?product=accessories",
  action: "Contact Us",
  children: <p>Tell us.</p>,
};

/** Text as testing-library compares it: no-break spaces made plain. */
const plain = (text: string) => text.replace(/\s/g, " ");

function renderPage(page: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => page }]);
  return render(<Stub />);
}

describe("RangePage", () => {
  it("shows every item with its price line, anchored at its slug", () => {
    renderPage(
      <RangePage
        kind="accessory"
        intro={{ eyebrow: "E", title: "Things", lead: <p>Lead.</p> }}
        items={accessories}
        list={{ label: "Things", heading: "The things" }}
        closing={closing}
      />,
    );
    const cards = within(screen.getByRole("list", { name: "Things" })).getAllByRole("listitem");
    expect(cards).toHaveLength(accessories.length);
    for (const [i, item] of accessories.entries()) {
      expect(cards[i]).toHaveAttribute("id", item.id);
      expect(within(cards[i]!).getByRole("heading", { level: 3 })).toHaveTextContent(
        plain(item.name),
      );
      expect(cards[i]).toHaveTextContent(plain(priceLine(item.price)));
      if (item.price.kind === "from") {
        expect(cards[i]).toHaveTextContent(plain(includesLine("accessory")));
      }
    }
    expect(screen.getByText(/Prices are indicative/)).toHaveTextContent(
      plain(termsText("accessory")),
    );
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact?product=accessories",
    );
  });

  it("says nothing about indicative prices when every item is priced on request", () => {
    const quoted: CatalogueItem[] = accessories.slice(0, 2).map((item) => ({
      ...item,
      price: { kind: "on-request", availability: "MadeToOrder" },
    }));
    renderPage(
      <RangePage
        kind="accessory"
        intro={{ eyebrow: "E", title: "Things", lead: <p>Lead.</p> }}
        items={quoted}
        list={{ label: "Things", heading: "The things" }}
        closing={closing}
      />,
    );
    expect(screen.getAllByText("Price on request")).toHaveLength(2);
    expect(screen.queryByText(/indicative/)).not.toBeInTheDocument();
  });

  it("adds a heater's figures to its card", () => {
    renderPage(
      <RangePage
        kind="heater"
        intro={{ eyebrow: "E", title: "Heaters", lead: <p>Lead.</p> }}
        items={heaters}
        list={{ label: "Heaters", heading: "The heaters" }}
        layout="detailed"
        details={(heater) => <HeaterSpecs spec={heater.spec} />}
        closing={closing}
      />,
    );
    for (const heater of heaters) {
      const card = document.getElementById(heater.id)!;
      const terms = within(card)
        .getAllByRole("term")
        .map((term) => term.textContent);
      expect(terms).toEqual(["Output", "Room volume", "Supply"]);
      expect(card).toHaveTextContent(/m³/);
      expect(card).toHaveTextContent(heater.spec.fuel === "wood" ? /flue/ : /kW.*circuit.*A/s);
    }
  });
});

describe("rangeJsonLd", () => {
  it("lists the cards with another maker's brand when given", () => {
    const node = rangeJsonLd({ name: "Heaters", path: "/h", items: heaters, brand: "Maker" });
    const entries = node.itemListElement as { item: { brand: { name: string } } }[];
    expect(entries).toHaveLength(heaters.length);
    expect(entries.every((entry) => entry.item.brand.name === "Maker")).toBe(true);
  });
});
