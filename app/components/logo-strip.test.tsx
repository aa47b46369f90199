// @vitest-environment jsdom
/**
 * The logo strip: a customer with a logo shows it as an image named by the customer, its size
 * reserved; a customer without one keeps the wordmark. The customers are a fixture.
 */
import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Customer } from "~/content/proof";

import { LogoStrip } from "./logo-strip";

const fixture: Customer[] = [
  {
    name: "Fixture Logo Co",
    style: "serif",
    logo: { url: "/images/embedded/production/abc123-160x40.svg", width: 160, height: 40 },
  },
  { name: "Fixture Wordmark", style: "sans-caps", placeholder: true },
];

function original() {
  const { container } = render(<LogoStrip title="Trusted by" id="logos" list={fixture} />);
  return container.querySelector<HTMLElement>("[data-logo-list=original]")!;
}

describe("LogoStrip", () => {
  it("shows a customer's logo as an image with the customer's name and its size", () => {
    const image = within(original()).getByRole("img", { name: "Fixture Logo Co" });
    expect(image.getAttribute("src")).toBe("/images/embedded/production/abc123-160x40.svg");
    expect(image.getAttribute("width")).toBe("160");
    expect(image.getAttribute("height")).toBe("40");
  });

  it("sets a customer without a logo as a wordmark", () => {
    const items = within(original()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["", "Fixture Wordmark"]);
    expect(within(items[1]!).queryByRole("img")).toBeNull();
  });

  it("keeps the copy of the loop out of the accessibility tree", () => {
    const { container } = render(<LogoStrip title="Trusted by" id="logos" list={fixture} />);
    const copy = container.querySelector("[data-logo-list=copy]")!;
    expect(copy.getAttribute("aria-hidden")).toBe("true");
    expect(copy.querySelectorAll("[data-logo]")).toHaveLength(fixture.length);
  });

  it("offers a checkbox that pauses the strip", () => {
    const { getByRole } = render(<LogoStrip title="Trusted by" id="logos" list={fixture} />);
    const pause = getByRole("checkbox", { name: "Pause the logos" });
    expect(pause).not.toBeChecked();
    // In the strip's own section, which the CSS reads it from.
    expect(pause.closest("section")).toContainElement(getByRole("heading", { name: "Trusted by" }));
  });

  it("marks invented names as examples in a preview", () => {
    const { getByText } = render(<LogoStrip title="Trusted by" id="logos" list={fixture} />);
    expect(getByText(/example names/i)).toBeTruthy();
  });

  it("shows only real customers in a production build, without the example mark", () => {
    const { container, queryByText } = render(
      <LogoStrip title="Trusted by" id="logos" list={fixture} production />,
    );
    const names = [...container.querySelectorAll("[data-logo-list=original] [data-logo]")];
    expect(names.map((item) => item.querySelector("img")?.getAttribute("alt"))).toEqual([
      "Fixture Logo Co",
    ]);
    expect(queryByText(/example names/i)).toBeNull();
  });

  it("leaves the section out of a production build that has only invented names", () => {
    const invented = fixture.filter((customer) => customer.placeholder);
    const { container } = render(
      <LogoStrip title="Trusted by" id="logos" list={invented} production />,
    );
    expect(container.querySelector("section")).toBeNull();
    expect(container.textContent).toBe("");
  });
});
