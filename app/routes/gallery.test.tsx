// @vitest-environment jsdom
/**
 * What the gallery says of its pictures once the business has added photographs of built rooms:
 * which are photographs and which are visualisations, never that every room was built.
 */
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const GALLERY_MODULE = "~/images/library/studio-photographs";

afterEach(() => {
  vi.doUnmock(GALLERY_MODULE);
  vi.resetModules();
});

async function galleryWith(photographs: object[]) {
  vi.resetModules();
  vi.doMock(GALLERY_MODULE, () => ({ studioPhotographs: photographs }));
  const { default: Gallery } = await import("./gallery");
  const Stub = createRoutesStub([{ path: "/gallery", Component: Gallery }]);
  render(<Stub initialEntries={["/gallery"]} />);
}

const photograph = {
  list: "gallery",
  key: "kaelis",
  id: "gallery/photographs/kaelis/abc",
  image: {
    path: "/media/gallery-photographs-kaelis-abc.1",
    widths: [480],
    width: 480,
    height: 600,
    placeholder: "data:image/webp;base64,",
    photograph: true,
  },
  alt: "A Kaelis we built in a Constantia garden",
  caption: "In a Constantia garden",
};

// Each test loads the page's or the content's modules afresh: seconds on a busy machine.
describe("the gallery with the business's photographs", { timeout: 30_000 }, () => {
  it("says which pictures are photographs and which are visualisations", async () => {
    await galleryWith([photograph]);
    expect(
      await screen.findByText(/Photographs of rooms we have built come first in each collection/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Every cabin here was drawn for a particular room/)).toBeNull();
    const kaelis = screen.getByRole("link", { name: /Kaelis/ });
    expect(kaelis).toHaveTextContent("1 photograph, 6 visualisations");
    expect(kaelis.querySelector("img")).toHaveAttribute("alt", photograph.alt);
  });

  it("calls every picture a visualisation until there is a photograph", async () => {
    await galleryWith([]);
    expect(await screen.findByText(/These pictures are visualisations/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Kaelis/ })).toHaveTextContent("6 pictures");
  });
});
