// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ImageSource } from "~/images/image-source";

import { LOAD_TIMEOUT_MS, TOUR_ESCAPE_MESSAGE, TourViewer, type ViewerTour } from "./tour-viewer";

const poster: ImageSource = {
  path: "/media/tours-aurora-front.0123456789",
  widths: [480, 1024],
  width: 1024,
  height: 1024,
  placeholder: "data:image/webp;base64,AAAA",
};

const tour: ViewerTour = { id: "aurora", name: "Aurora", embedUrl: "/tours/aurora", poster };

/** jsdom has no IntersectionObserver: this one reports only when a test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}

  static scrollNear() {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    });
  }
}

/** jsdom's <dialog> has no showModal or close: these keep `open` and fire "close" as browsers do. */
function fakeModalDialogs() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
  Object.defineProperty(HTMLDialogElement.prototype, "showModal", {
    value: showModal,
    configurable: true,
  });
  Object.defineProperty(HTMLDialogElement.prototype, "close", { value: close, configurable: true });
  return { showModal, close };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

const frame = () => screen.queryByTitle("Aurora 3D tour");

let dialogs: ReturnType<typeof fakeModalDialogs>;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  dialogs = fakeModalDialogs();
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.style.overflow = "";
});

describe("TourViewer in the page", () => {
  it("shows the poster, and no frame, until it scrolls within 600 px", () => {
    render(<TourViewer tour={tour} />);
    expect(screen.getByRole("img", { name: /Aurora/ })).toHaveAttribute("loading", "lazy");
    expect(frame()).toBeNull();
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe("600px 0px");

    FakeIntersectionObserver.scrollNear();
    const iframe = frame();
    expect(iframe).toHaveAttribute("src", "/tours/aurora");
    expect(iframe).toHaveAttribute("loading", "lazy");
    expect(iframe).toHaveAttribute(
      "allow",
      "fullscreen; xr-spatial-tracking; gyroscope; accelerometer",
    );
  });

  it("names the frame with the title given", () => {
    render(<TourViewer tour={tour} title="The Aurora, inside" />);
    FakeIntersectionObserver.scrollNear();
    expect(screen.getByTitle("The Aurora, inside").tagName).toBe("IFRAME");
  });

  it("shows the tour once the frame has loaded", () => {
    render(<TourViewer tour={tour} />);
    FakeIntersectionObserver.scrollNear();
    expect(screen.getByText("Loading the 3D tour…")).toBeInTheDocument();

    fireEvent.load(frame()!);
    expect(screen.queryByText("Loading the 3D tour…")).toBeNull();
    expect(frame()).toHaveClass("opacity-100");
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it("always offers the tour in a new tab", () => {
    render(<TourViewer tour={tour} />);
    const link = screen.getByRole("link", { name: "Open the tour in a new tab: Aurora" });
    expect(link).toHaveAttribute("href", "/tours/aurora");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("TourViewer when the frame cannot load", () => {
  function expectFallback() {
    const message = screen.getByRole("status");
    expect(message).toHaveTextContent("The 3D tour could not load. Open it in a new tab.");
    const link = within(message).getByRole("link", { name: "Open it in a new tab." });
    expect(link).toHaveAttribute("href", "/tours/aurora");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  it("says so when the frame has not loaded after 10 seconds", () => {
    vi.useFakeTimers();
    render(<TourViewer tour={tour} />);
    FakeIntersectionObserver.scrollNear();
    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expectFallback();
  });

  it("says so at once when the browser is offline", () => {
    setOnline(false);
    render(<TourViewer tour={tour} />);
    FakeIntersectionObserver.scrollNear();
    expectFallback();
  });

  it("says so when the connection drops while it loads", () => {
    render(<TourViewer tour={tour} />);
    FakeIntersectionObserver.scrollNear();
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expectFallback();
  });

  it("says so when the browser shows its error page in the frame (blocked, or failed)", () => {
    render(<TourViewer tour={tour} />);
    FakeIntersectionObserver.scrollNear();
    // A same-origin frame whose document cannot be read holds the browser's error page.
    const iframe = frame()!;
    Object.defineProperty(iframe, "contentDocument", { get: () => null });
    fireEvent.load(iframe);
    expectFallback();
  });
});

describe("TourViewer in 3D", () => {
  async function openImmersive() {
    const user = userEvent.setup();
    render(<TourViewer tour={tour} />);
    const opener = screen.getByRole("button", { name: "View in 3D: Aurora" });
    await user.click(opener);
    return { user, opener };
  }

  it("opens the tour in a modal dialog at full size, with a close button", async () => {
    await openImmersive();
    expect(dialogs.showModal).toHaveBeenCalledOnce();
    const dialog = screen.getByRole("dialog", { name: "Aurora in 3D", hidden: true });
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByTitle("Aurora 3D tour")).toHaveAttribute("src", "/tours/aurora");
    expect(within(dialog).getByRole("button", { name: "Close 3D view" })).toBeInTheDocument();
  });

  it("keeps the page behind from scrolling while open", async () => {
    const { user } = await openImmersive();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Close 3D view" }));
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("closes with its button and gives the focus back to 'View in 3D'", async () => {
    const { user, opener } = await openImmersive();
    await user.click(screen.getByRole("button", { name: "Close 3D view" }));
    const dialog = document.querySelector("dialog")!;
    expect(dialog).not.toHaveAttribute("open");
    expect(within(dialog).queryByTitle("Aurora 3D tour")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("gives the focus back when the browser closes it (Escape)", async () => {
    const { opener } = await openImmersive();
    // A browser closes a modal dialog on Escape and fires "close"; jsdom does neither.
    act(() => document.querySelector("dialog")!.close());
    expect(opener).toHaveFocus();
  });

  it("closes on Escape pressed inside the tour, which the tour page posts", async () => {
    const { opener } = await openImmersive();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://elsewhere.example",
          data: { type: TOUR_ESCAPE_MESSAGE },
        }),
      );
    });
    expect(dialogs.close).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: window.location.origin,
          data: { type: TOUR_ESCAPE_MESSAGE },
        }),
      );
    });
    expect(dialogs.close).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });
});
