// @vitest-environment jsdom
/**
 * The kit carousel's markup and wiring. Embla needs real layout, which jsdom has not, so Embla is
 * replaced by a stand-in that records calls and fires "select"; the end-to-end tests
 * (tests/e2e/diy-kits.spec.ts) cover the real scrolling, looping and dragging.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { diyKits } from "~/catalogue/diy-kits";
import { priceLine } from "~/catalogue/price";

import { KIT_CAROUSEL_OPTIONS, KitCarousel } from "./kit-carousel";

vi.mock("embla-carousel-react", () => ({ default: vi.fn() }));

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type Listener = (api: EmblaApi) => void;

/** Just enough of Embla's API for the component: scroll calls, the selection and its events. */
function fakeEmbla() {
  const listeners = new Map<string, Set<Listener>>();
  let selected = 0;
  const root = document.createElement("div");
  const api = {
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: () => selected,
    rootNode: () => root,
    slideNodes: () => [...root.querySelectorAll<HTMLElement>("[aria-roledescription=slide]")],
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  /** What Embla does when a scroll settles on a new snap. */
  const select = (index: number) => {
    selected = index;
    act(() => listeners.get("select")?.forEach((listener) => listener(api as unknown as EmblaApi)));
  };
  return { api, select };
}

function withEmbla(api: ReturnType<typeof fakeEmbla>["api"] | undefined) {
  vi.mocked(useEmblaCarousel).mockReturnValue([vi.fn(), api as unknown as EmblaApi]);
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

const region = () => screen.getByRole("region", { name: "DIY sauna kits" });
const indicator = (name: string) =>
  within(screen.getByRole("group", { name: "Choose a kit" })).getByRole("button", { name });

beforeEach(() => prefersReducedMotion(false));
afterEach(() => vi.unstubAllGlobals());

describe("KitCarousel before Embla takes over (the prerendered HTML)", () => {
  beforeEach(() => withEmbla(undefined));

  it("is a labelled carousel of four labelled slides, each with its kit", () => {
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    expect(region()).toHaveAttribute("aria-roledescription", "carousel");
    expect(region()).toHaveAttribute("data-state", "static");
    for (const [index, kit] of diyKits.entries()) {
      const slide = screen.getByRole("group", { name: `${index + 1} of 4` });
      expect(slide).toHaveAttribute("aria-roledescription", "slide");
      expect(within(slide).getByRole("heading", { name: kit.name })).toBeInTheDocument();
      expect(slide).toHaveTextContent(kit.capacity);
      expect(slide).toHaveTextContent(`${kit.width} × ${kit.depth} mm`);
      expect(slide).toHaveTextContent(priceLine(kit.price).replace(/\s/g, " "));
      expect(within(slide).getByRole("img")).toHaveAttribute("alt", kit.image.alt);
    }
    expect(
      screen.getByRole("heading", { name: diyKits[1]!.name }).closest("[data-kit]"),
    ).toHaveClass("h-100");
  });

  it("loads only the first kit's picture eagerly", () => {
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    const loading = screen.getAllByRole("img").map((img) => img.getAttribute("loading"));
    expect(loading).toEqual(["eager", "lazy", "lazy", "lazy"]);
  });

  it("keeps the row scrollable from the keyboard, each indicator a link to its kit", () => {
    const { container } = render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    const viewport = container.querySelector("section > div")!;
    expect(viewport).toHaveAttribute("tabindex", "0");
    expect(viewport).toHaveClass("overflow-x-auto");
    const kit2 = indicator(`Show ${diyKits[2]!.name}`);
    expect(kit2).toHaveAttribute("href", `#${diyKits[2]!.id}`);
    expect(container.querySelector(`#${diyKits[2]!.id}`)).toHaveTextContent(diyKits[2]!.name);
  });

  it("keeps a press of Next made before Embla is ready, and carries it out when it is", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    await user.click(screen.getByRole("button", { name: "Next kit" }));
    const embla = fakeEmbla();
    withEmbla(embla.api);
    rerender(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    expect(embla.api.scrollNext).toHaveBeenCalledOnce();
    expect(embla.api.scrollTo).not.toHaveBeenCalled();
  });
});

describe("KitCarousel with Embla", () => {
  let embla: ReturnType<typeof fakeEmbla>;

  beforeEach(() => {
    embla = fakeEmbla();
    withEmbla(embla.api);
  });

  it("asks Embla for a loop that starts at the first kit, aligned to the start", () => {
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    expect(useEmblaCarousel).toHaveBeenCalledWith(KIT_CAROUSEL_OPTIONS);
    expect(KIT_CAROUSEL_OPTIONS).toMatchObject({ loop: true, startIndex: 0, align: "start" });
  });

  it("hides the overflow, enables the buttons and marks the first kit selected", () => {
    const { container } = render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    expect(region()).toHaveAttribute("data-state", "ready");
    expect(container.querySelector("section > div")).toHaveClass("overflow-hidden");
    expect(container.querySelector("section > div")).not.toHaveAttribute("tabindex");
    expect(screen.getByRole("button", { name: "Next kit" })).toBeEnabled();
    expect(indicator(`Show ${diyKits[0]!.name}`)).toHaveAttribute("aria-pressed", "true");
    expect(indicator(`Show ${diyKits[1]!.name}`)).toHaveAttribute("aria-pressed", "false");
  });

  it("moves with Previous, Next and the indicators", async () => {
    const user = userEvent.setup();
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    await user.click(screen.getByRole("button", { name: "Next kit" }));
    expect(embla.api.scrollNext).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole("button", { name: "Previous kit" }));
    expect(embla.api.scrollPrev).toHaveBeenCalledWith(false);
    await user.click(indicator(`Show ${diyKits[2]!.name}`));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2, false);
  });

  it("moves with the Left and Right arrow keys inside it, not with modified arrows", () => {
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    const next = screen.getByRole("button", { name: "Next kit" });
    fireEvent.keyDown(indicator(`Show ${diyKits[1]!.name}`), { key: "ArrowRight" });
    expect(embla.api.scrollNext).toHaveBeenCalledOnce();
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
    fireEvent.keyDown(next, { key: "ArrowLeft", altKey: true });
    fireEvent.keyDown(next, { key: "Enter" });
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
    expect(embla.api.scrollNext).toHaveBeenCalledOnce();
  });

  it("follows Embla's selection in the indicators, and announces it", () => {
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    const status = region().querySelector("[aria-live=polite]")!;
    expect(status).toHaveTextContent("");
    embla.select(3);
    expect(indicator(`Show ${diyKits[3]!.name}`)).toHaveAttribute("aria-pressed", "true");
    expect(indicator(`Show ${diyKits[0]!.name}`)).toHaveAttribute("aria-pressed", "false");
    expect(status).toHaveTextContent(`${diyKits[3]!.name}, 4 of 4`);
  });

  it("jumps instead of gliding when the visitor prefers reduced motion", async () => {
    prefersReducedMotion(true);
    const user = userEvent.setup();
    render(<KitCarousel kits={diyKits} label="DIY sauna kits" />);
    await user.click(screen.getByRole("button", { name: "Next kit" }));
    expect(embla.api.scrollNext).toHaveBeenCalledWith(true);
    await user.click(indicator(`Show ${diyKits[1]!.name}`));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(1, true);
  });
});
