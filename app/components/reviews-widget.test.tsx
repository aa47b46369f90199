// @vitest-environment jsdom
/**
 * 'What Our Clients Say': a client's own words are shown with who said them, where, about what and
 * when; with none, the section becomes an invitation to ask for a reference, titled as one, and
 * shows no client.
 * The quotes are a fixture here: the real list holds only real, consented quotes.
 */
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { Testimonial } from "~/content/proof";

import { ReviewsWidget } from "./reviews-widget";

const fixture: Testimonial[] = [
  {
    name: "Fixture Client One",
    suburb: "Fixture Suburb",
    project: "A fixture sauna in a garden room",
    quote: "Words written for this test, and shown nowhere else.",
    date: "2025-03-14",
  },
  {
    name: "Fixture Client Two",
    suburb: "Another Suburb",
    project: "A fixture steam room",
    quote: "Other words written for this test, with a photograph.",
    date: "2024-11-02",
    photo: {
      alt: "A fixture photograph of a finished room",
      width: 1600,
      height: 1200,
      src: "/images/embedded/production/abc123-1600x1200.jpg?w=1200&fm=jpg&fit=max",
      webpSrcSet: "/images/embedded/production/abc123-1600x1200.jpg?w=480&fm=webp&fit=max 480w",
      jpgSrcSet: "/images/embedded/production/abc123-1600x1200.jpg?w=480&fm=jpg&fit=max 480w",
      objectPosition: "30% 60%",
    },
  },
];

function renderSection(testimonials: readonly Testimonial[], production = false) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ReviewsWidget testimonials={testimonials} production={production} />,
    },
  ]);
  return render(<Stub />);
}

const section = () => screen.getByRole("region", { name: "What Our Clients Say" });

describe("ReviewsWidget", () => {
  it("shows each testimonial: the quote, the name, the suburb, the project and the year", async () => {
    renderSection(fixture);
    const items = await within(await screen.findByRole("region")).findAllByRole("listitem");
    expect(items).toHaveLength(fixture.length);
    for (const [i, testimonial] of fixture.entries()) {
      const item = items[i]!;
      expect(item.querySelector("blockquote")?.textContent).toContain(testimonial.quote);
      const caption = item.querySelector("figcaption")!;
      within(caption).getByText(testimonial.name);
      expect(caption.textContent).toContain(testimonial.suburb);
      expect(caption.textContent).toContain(testimonial.project);
      // The year it was said, with the full date for machines.
      const time = within(caption).getByText(testimonial.date.slice(0, 4));
      expect(time.getAttribute("datetime")).toBe(testimonial.date);
    }
  });

  it("shows a testimonial's photograph, described, only when it has one", async () => {
    renderSection(fixture);
    const items = await within(await screen.findByRole("region")).findAllByRole("listitem");
    expect(within(items[0]!).queryByRole("img")).toBeNull();
    const photo = within(items[1]!).getByRole("img");
    expect(photo.getAttribute("alt")).toBe(fixture[1]!.photo!.alt);
    // From the content service's image URLs, sized to the asset, the editor's hotspot kept in view.
    expect(photo.getAttribute("src")).toMatch(/abc123-1600x1200\.jpg\?w=1200&fm=jpg&fit=max$/);
    expect(photo.getAttribute("width")).toBe("1600");
    expect(photo.style.objectPosition).toBe("30% 60%");
  });

  it("does not invite a reference in place of real quotes", async () => {
    renderSection(fixture);
    await screen.findByRole("region");
    expect(within(section()).queryByRole("link", { name: /reference/i })).toBeNull();
  });

  it("without testimonials invites a reference under a heading that says so, and quotes nobody", async () => {
    renderSection([]);
    const region = await screen.findByRole("region");
    expect(screen.queryByRole("region", { name: "What Our Clients Say" })).toBeNull();
    expect(region.getAttribute("aria-labelledby")).toBeTruthy();
    expect(within(region).getByRole("heading", { level: 2 }).textContent).not.toMatch(/say/i);
    expect(within(region).getByRole("link", { name: /reference/i })).toBeTruthy();
    expect(region.querySelector("blockquote, figure")).toBeNull();
  });

  it("leaves stand-in quotes out of a production build", async () => {
    const standIn: Testimonial = { ...fixture[0]!, placeholder: true };
    renderSection([standIn, fixture[1]!], true);
    const items = await within(await screen.findByRole("region")).findAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(section().textContent).not.toContain(standIn.quote);
    expect(section().textContent).toContain(fixture[1]!.quote);
  });
});
