// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { ImageSource } from "~/images/image-source";

import { Picture } from "./picture";

const image: ImageSource = {
  path: "/media/saunas-aurora-main.0123456789",
  widths: [480, 960, 1440, 1920],
  width: 1920,
  height: 1280,
  placeholder: "data:image/webp;base64,AAAA",
};

function sources(container: HTMLElement) {
  return [...container.querySelectorAll("source")].map((source) => ({
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset"),
    sizes: source.getAttribute("sizes"),
  }));
}

describe("Picture", () => {
  it("offers AVIF then WebP at every width, with the sizes given", () => {
    const { container } = render(<Picture image={image} alt="A cabin" sizes="50vw" />);
    expect(sources(container)).toEqual([
      {
        type: "image/avif",
        srcset:
          "/media/saunas-aurora-main.0123456789-480.avif 480w, /media/saunas-aurora-main.0123456789-960.avif 960w, /media/saunas-aurora-main.0123456789-1440.avif 1440w, /media/saunas-aurora-main.0123456789-1920.avif 1920w",
        sizes: "50vw",
      },
      {
        type: "image/webp",
        srcset:
          "/media/saunas-aurora-main.0123456789-480.webp 480w, /media/saunas-aurora-main.0123456789-960.webp 960w, /media/saunas-aurora-main.0123456789-1440.webp 1440w, /media/saunas-aurora-main.0123456789-1920.webp 1920w",
        sizes: "50vw",
      },
    ]);
  });

  it("is lazy by default, with intrinsic size, a JPEG fallback and the placeholder behind it", () => {
    render(<Picture image={image} alt="A cabin" sizes="50vw" />);
    const img = screen.getByRole("img", { name: "A cabin" });
    expect(img).toHaveAttribute("src", "/media/saunas-aurora-main.0123456789-1440.jpg");
    expect(img).toHaveAttribute("width", "1920");
    expect(img).toHaveAttribute("height", "1280");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img.style.backgroundImage).toContain("data:image/webp;base64,AAAA");
  });

  it("loads the page's largest image eagerly and with high priority", () => {
    render(<Picture image={image} alt="A cabin" sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: "A cabin" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("puts a portrait composition first, for upright viewports only", () => {
    const portrait: ImageSource = {
      ...image,
      path: "/media/hero-portrait.abc",
      widths: [480, 960, 1200],
      width: 1200,
      height: 1800,
    };
    const { container } = render(
      <Picture
        image={image}
        alt="A cabin"
        sizes="100vw"
        portrait={{ image: portrait, sizes: "67vh" }}
      />,
    );
    const [first, second, third] = [...container.querySelectorAll("source")];
    expect(first).toHaveAttribute("media", "(orientation: portrait)");
    expect(first).toHaveAttribute("type", "image/avif");
    expect(first?.getAttribute("srcset")).toContain("/media/hero-portrait.abc-1200.avif 1200w");
    expect(first).toHaveAttribute("sizes", "67vh");
    expect(first).toHaveAttribute("width", "1200");
    expect(second).toHaveAttribute("media", "(orientation: portrait)");
    expect(second).toHaveAttribute("type", "image/webp");
    expect(third).not.toHaveAttribute("media");
  });

  it("puts a blank stand-in first where the picture is omitted, so nothing is downloaded there", () => {
    const { container } = render(
      <Picture image={image} alt="A cabin" sizes="33vw" omitWhen="(max-width: 47.99rem)" />,
    );
    const [first, ...rest] = [...container.querySelectorAll("source")];
    expect(first?.getAttribute("media")).toBe("(max-width: 47.99rem)");
    expect(first?.getAttribute("srcset")).toMatch(/^data:image\/gif;base64,\S+ 1w$/);
    expect(first).toHaveAttribute("sizes", "1px");
    expect(first?.hasAttribute("type")).toBe(false);
    expect(rest.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  });

  it("marks a render as one, in words a screen reader hears too", () => {
    render(<Picture image={{ ...image, render: true }} alt="The Aurora" sizes="50vw" />);
    expect(screen.getByText("Render")).toBeVisible();
    // Said after the picture's own words, so that "Enlarge: {alt}" still names its button.
    const img = screen.getByRole("img", { name: "The Aurora" });
    const words = screen.getByText("Render: a visualisation, not a photograph");
    expect(img.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("marks nothing on the business's photograph that replaced the render", () => {
    const { container } = render(
      <Picture image={{ ...image, photograph: true }} alt="The Aurora" sizes="50vw" />,
    );
    expect(screen.queryByText(/Render/)).toBeNull();
    expect(container.querySelector("[data-render-mark]")).toBeNull();
  });

  it("marks nothing on a drawing, nor on a decorative copy of a render", () => {
    const { container } = render(
      <>
        <Picture image={image} alt="The Aurora's plan" sizes="50vw" />
        <Picture image={{ ...image, render: true }} alt="" sizes="10vw" />
      </>,
    );
    expect(container.querySelector("[data-render-mark]")).toBeNull();
  });

  it("shows the mark only in the orientation whose picture is a render", () => {
    const { container } = render(
      <Picture
        image={{ ...image, render: true }}
        portrait={{ image: { ...image, photograph: true }, sizes: "100vw" }}
        alt="The Aurora"
        sizes="100vw"
      />,
    );
    expect(container.querySelector("[data-render-mark]")).toHaveClass("portrait:hidden");
  });
});
