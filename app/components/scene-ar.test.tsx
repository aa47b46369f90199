// @vitest-environment jsdom
/**
 * "See it in your room": the phone's own AR viewer where there is one (a Quick Look link on iOS,
 * a Scene Viewer link on Android), and elsewhere only a line fitted to the device: on a computer,
 * to use a phone or tablet; on a phone or tablet without a viewer, which devices have one.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { saunaItem } from "~/catalogue/range-cabins";

import { sceneViewerLink, SceneAr } from "./scene-ar";

// The browser-side export (three.js) is the build's, tested with the AR files; here it stands in.
const designUsdzUrl = vi.fn<(model: unknown) => Promise<string>>();
vi.mock("~/scene/ar-design", () => ({ designUsdzUrl }));

const design = { ...saunaItem("aurora").model, width: 2460 };

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("SceneAr", () => {
  beforeEach(() => {
    // As browsers answer for a link (jsdom knows no link types and throws): no "ar" outside iOS.
    vi.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(false);
  });

  it("on iOS, links to the cabin's USDZ for Quick Look, an image as the link's first child", () => {
    vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
    render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
    const link = screen.getByRole("link", { name: /see it in your room/i });
    expect(link).toHaveAttribute("rel", "ar");
    expect(link.getAttribute("href")).toMatch(/^\/models\/aurora\.usdz(#|$)/);
    expect(link.firstElementChild?.tagName).toBe("IMG");
  });

  it("on Android, opens Scene Viewer on the absolute address of the cabin's glTF", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
    render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
    const href = screen.getByRole("link", { name: /see it in your room/i }).getAttribute("href")!;
    expect(href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.2\?/);
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1, href.indexOf("#")));
    expect(query.get("file")).toBe(`${location.origin}/models/aurora.glb`);
    expect(query.get("mode")).toBe("ar_preferred");
    expect(query.get("resizable")).toBe("false");
    expect(href).toMatch(/;package=com\.google\.ar\.core;/);
    // Where Google's AR services are missing, Chrome stays on this page.
    expect(href).toContain(
      `;S.browser_fallback_url=${encodeURIComponent(location.origin + location.pathname)};end;`,
    );
  });

  describe("with a configured design", () => {
    /** Where each followed link pointed when it was followed (jsdom does not follow links). */
    let followed: string[];
    beforeEach(() => {
      designUsdzUrl.mockReset();
      followed = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        followed.push(this.getAttribute("href")!);
      });
    });

    it("on iOS, makes the design's USDZ on the tap, then opens Quick Look on it", async () => {
      vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
      let finish: (url: string) => void = () => {};
      designUsdzUrl.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={design} />);
      const link = screen.getByRole("link", { name: /see your design in your room/i });
      expect(link.getAttribute("href")).toMatch(/^\/models\/aurora\.usdz#/);

      await userEvent.click(link);
      await userEvent.click(link); // a second tap while it works starts nothing more
      expect(designUsdzUrl).toHaveBeenCalledTimes(1);
      expect(designUsdzUrl).toHaveBeenCalledWith(design);
      expect(link).toHaveTextContent("Preparing your design");
      expect(link).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("status")).toHaveTextContent("Preparing your design");
      finish("blob:https://vaja.test/design");
      await vi.waitFor(() => expect(followed).toHaveLength(1));
      // Followed once it pointed at the design.
      expect(followed[0]).toBe("blob:https://vaja.test/design#allowsContentScaling=0");
      expect(link).toHaveTextContent("See your design in your room");
      expect(screen.getByRole("status")).toHaveTextContent("");
    });

    it("on iOS, opens nothing unasked when the design changes while it is being made", async () => {
      vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
      let finish: (url: string) => void = () => {};
      designUsdzUrl.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      const { rerender } = render(
        <SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={design} />,
      );
      await userEvent.click(screen.getByRole("link", { name: /see your design/i }));
      const wider = { ...design, width: design.width + 100 };
      rerender(<SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={wider} />);
      finish("blob:https://vaja.test/design");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(followed).toEqual([]);
      const link = screen.getByRole("link", { name: /see your design in your room/i });
      expect(link.getAttribute("href")).toMatch(/^\/models\/aurora\.usdz#/);
    });

    it("on iOS, says so and keeps the standard cabin's link when the design cannot be made", async () => {
      vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
      designUsdzUrl.mockRejectedValue(new Error("no OffscreenCanvas"));
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={design} />);
      await userEvent.click(screen.getByRole("link", { name: /see your design/i }));
      await vi.waitFor(() =>
        expect(screen.getByRole("status")).toHaveTextContent(/could not be prepared/),
      );
      const link = screen.getByRole("link", { name: /see the standard aurora in your room/i });
      expect(link.getAttribute("href")).toMatch(/^\/models\/aurora\.usdz#/);
    });

    it("on iOS, tries again for another design after one could not be made", async () => {
      vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
      designUsdzUrl.mockRejectedValueOnce(new Error("the chunk did not load"));
      const { rerender } = render(
        <SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={design} />,
      );
      await userEvent.click(screen.getByRole("link", { name: /see your design/i }));
      await vi.waitFor(() => expect(screen.getByRole("link")).toHaveTextContent(/standard/));
      const wider = { ...design, width: design.width + 100 };
      rerender(<SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={wider} />);
      expect(screen.getByRole("link")).toHaveTextContent("See your design in your room");
      expect(screen.getByRole("status")).toHaveTextContent("");
    });

    it("on Android, links to the standard cabin and says so", () => {
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:," design={design} />);
      expect(screen.getByRole("link", { name: /see it in your room/i })).toBeInTheDocument();
      expect(screen.getByText("It shows the standard Aurora.")).toBeInTheDocument();
      expect(designUsdzUrl).not.toHaveBeenCalled();
    });
  });

  describe("where no viewer opens", () => {
    /** Makes `matchMedia` (which jsdom lacks) answer for a main pointer that is a finger. */
    function touchScreen() {
      vi.stubGlobal(
        "matchMedia",
        (query: string) =>
          ({ matches: query === "(pointer: coarse)", media: query }) as MediaQueryList,
      );
    }
    beforeEach(() => vi.unstubAllGlobals());

    it("on a computer, offers nothing that cannot work and says to use a phone or tablet", () => {
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
      expect(screen.queryByRole("link")).toBeNull();
      expect(screen.getByText(/open this page on your phone or tablet/i)).toBeInTheDocument();
    });

    it("on a touch screen, says this browser cannot, and which devices can", () => {
      touchScreen();
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
      expect(screen.queryByRole("link")).toBeNull();
      const line = screen.getByText(/cannot place the aurora in your room/i);
      expect(line).toHaveTextContent(/iphone or ipad in safari/i);
      expect(line).toHaveTextContent(/android phone with google/i);
      expect(line).not.toHaveTextContent(/open this page on your phone/i);
    });

    it("on a phone that names itself mobile, says the same, whatever its pointer", () => {
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
        "Mozilla/5.0 (Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
      );
      render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
      expect(screen.getByText(/cannot place the aurora in your room/i)).toBeInTheDocument();
      expect(screen.queryByText(/open this page on your phone/i)).toBeNull();
    });

    it("on a browser that reports itself mobile (Chromium's client hints), says the same", () => {
      Object.defineProperty(navigator, "userAgentData", {
        configurable: true,
        get: () => ({ mobile: true }),
      });
      try {
        render(<SceneAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
        expect(screen.getByText(/cannot place the aurora in your room/i)).toBeInTheDocument();
      } finally {
        delete (navigator as { userAgentData?: unknown }).userAgentData;
      }
    });
  });
});

describe("sceneViewerLink", () => {
  it("escapes the addresses it carries", () => {
    const link = sceneViewerLink(
      "https://example.test/models/a b.glb",
      "The A & B sauna",
      "https://example.test/page?a=1",
    );
    expect(link).toContain("file=https%3A%2F%2Fexample.test%2Fmodels%2Fa%20b.glb");
    expect(link).toContain("title=The%20A%20%26%20B%20sauna");
    expect(link).toContain("S.browser_fallback_url=https%3A%2F%2Fexample.test%2Fpage%3Fa%3D1;end;");
  });
});
