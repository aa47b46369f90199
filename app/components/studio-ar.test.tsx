/**
 * "See it in your room": the phone's own AR viewer where there is one (a Quick Look link on iOS,
 * a Scene Viewer link on Android), and on other devices only a line saying to use a phone.
 */
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { sceneViewerLink, StudioAr } from "./studio-ar";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("StudioAr", () => {
  beforeEach(() => {
    // As browsers answer for a link (jsdom knows no link types and throws): no "ar" outside iOS.
    vi.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(false);
  });

  it("on iOS, links to the cabin's USDZ for Quick Look, an image as the link's first child", () => {
    vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "ar");
    render(<StudioAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
    const link = screen.getByRole("link", { name: /see it in your room/i });
    expect(link).toHaveAttribute("rel", "ar");
    expect(link.getAttribute("href")).toMatch(/^\/models\/aurora\.usdz(#|$)/);
    expect(link.firstElementChild?.tagName).toBe("IMG");
  });

  it("on Android, opens Scene Viewer on the absolute address of the cabin's glTF", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
    render(<StudioAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
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

  it("elsewhere offers nothing that cannot work: a line saying to open the page on a phone", () => {
    render(<StudioAr slug="aurora" name="Aurora" thumbnail="data:image/webp;base64,AAAA" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/open this page on your phone/i)).toBeInTheDocument();
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
