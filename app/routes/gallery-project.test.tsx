// @vitest-environment jsdom
/**
 * A room the business built, once an editor has added it in the content studio: listed on the
 * gallery page, and a page of its own with its photographs, its story, what it is (linked to the
 * collection and the heater), and the client's words only where they were given.
 */
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Project } from "~/content/projects";

const PROJECTS_MODULE = "~/content/generated/projects";
const PHOTOGRAPHS_MODULE = "~/images/library/studio-photographs";

afterEach(() => {
  vi.doUnmock(PROJECTS_MODULE);
  vi.doUnmock(PHOTOGRAPHS_MODULE);
  vi.resetModules();
});

const room: Project = {
  slug: "kaelis-constantia",
  title: "A Kaelis in a Constantia garden",
  suburb: "Constantia",
  province: "Western Cape",
  completed: "2026-03",
  month: "March 2026",
  built: {
    kind: "kaelis",
    width: 1800,
    depth: 2100,
    height: 2400,
    outside: "western-red-cedar",
    inside: "obeche",
    front: "door",
    heater: "harvia-cilindro",
  },
  story: [
    "The owners wanted a sauna under the oaks at the bottom of the garden.",
    "We levelled a deck for it and ran power from the house.",
  ],
  words: { quote: ["We use it every evening."], name: "Thandi M." },
};

const photograph = (n: number) => ({
  list: "projects",
  key: room.slug,
  id: `projects/photographs/kaelis-constantia/${n}`,
  image: {
    path: `/media/projects-photographs-kaelis-constantia-${n}.1`,
    widths: [480],
    width: 480,
    height: 320,
    placeholder: "data:image/webp;base64,",
    photograph: true,
  },
  alt: `Photograph ${n} of the Kaelis under the oaks`,
  caption: `Caption ${n}`,
});

async function withRooms(projects: Project[], photographs: object[]) {
  vi.resetModules();
  vi.doMock(PROJECTS_MODULE, () => ({ projects }));
  vi.doMock(PHOTOGRAPHS_MODULE, () => ({ studioPhotographs: photographs }));
}

async function showPage(slug: string) {
  const page = await import("./gallery-project");
  const Stub = createRoutesStub([
    {
      path: "/gallery/project/:projectSlug",
      Component: page.default as never,
    },
  ]);
  render(<Stub initialEntries={[`/gallery/project/${slug}`]} />);
}

// Each test loads the page's modules afresh: seconds on a busy machine.
describe("a room we built", { timeout: 30_000 }, () => {
  it("is listed on the gallery page, with its cover, where and when", async () => {
    await withRooms([room], [photograph(1), photograph(2)]);
    const { default: Gallery } = await import("./gallery");
    const Stub = createRoutesStub([{ path: "/gallery", Component: Gallery }]);
    render(<Stub initialEntries={["/gallery"]} />);
    const section = (await screen.findByRole("heading", { name: "Rooms we have built" })).closest(
      "section",
    )!;
    const link = within(section).getByRole("link", { name: /A Kaelis in a Constantia garden/ });
    expect(link).toHaveAttribute("href", "/gallery/project/kaelis-constantia");
    expect(link).toHaveTextContent("Constantia, Western Cape · March 2026");
    expect(link.querySelector("img")).toHaveAttribute("alt", photograph(1).alt);
    // Its photographs are photographs: the page no longer calls every picture a visualisation,
    // nor claims photographs in the collections, which have none.
    const intro = screen.getByText(/Photographs of rooms we have built come first\. The rest/);
    expect(intro).not.toHaveTextContent(/in each collection/);
    expect(screen.queryByText(/These pictures are visualisations/)).toBeNull();
  });

  it("has a page: its photographs, its story, what it is, and the client's words", async () => {
    await withRooms([room], [photograph(1), photograph(2)]);
    await showPage(room.slug);
    expect(await screen.findByRole("heading", { level: 1, name: room.title })).toBeInTheDocument();
    expect(
      screen.getByText("We levelled a deck for it and ran power from the house."),
    ).toBeVisible();
    expect(screen.getByRole("img", { name: photograph(1).alt })).toBeInTheDocument();
    expect(screen.getByText("Caption 1")).toBeInTheDocument();
    const more = screen.getByRole("list", { name: `${room.title}: photographs` });
    expect(within(more).getByRole("img", { name: photograph(2).alt })).toBeInTheDocument();
    const facts = screen.getByRole("heading", { name: "What we built" }).nextElementSibling!;
    expect(within(facts as HTMLElement).getByRole("link", { name: "Kaelis" })).toHaveAttribute(
      "href",
      "/products/kaelis",
    );
    expect(facts).toHaveTextContent("1800 × 2100 × 2400 mm");
    expect(facts).toHaveTextContent("Obeche");
    expect(within(facts as HTMLElement).getByRole("link", { name: /Harvia/ })).toBeInTheDocument();
    expect(screen.getByText(/We use it every evening\./)).toBeInTheDocument();
    expect(screen.getByText("Thandi M., Constantia")).toBeInTheDocument();
  });

  it("quotes no one when the client gave no words", async () => {
    await withRooms([{ ...room, words: null }], [photograph(1)]);
    await showPage(room.slug);
    await screen.findByRole("heading", { level: 1, name: room.title });
    expect(screen.queryByRole("blockquote")).toBeNull();
    expect(document.querySelector("blockquote")).toBeNull();
    // One photograph: no second grid of them.
    expect(screen.queryByRole("heading", { name: "More of this room" })).toBeNull();
  });

  it("is not listed, and has no page, until there is one", async () => {
    await withRooms([], []);
    const { default: Gallery } = await import("./gallery");
    const Stub = createRoutesStub([{ path: "/gallery", Component: Gallery }]);
    render(<Stub initialEntries={["/gallery"]} />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Rooms we have built" })).toBeNull();
    const { indexablePaths } = await import("~/prerender");
    expect((await indexablePaths()).filter((path) => path.includes("/project/"))).toEqual([]);
  });

  it("is prerendered and in the sitemap once there is one", async () => {
    await withRooms([room], [photograph(1)]);
    const { indexablePaths } = await import("~/prerender");
    expect(await indexablePaths()).toContain("/gallery/project/kaelis-constantia");
  });
});
