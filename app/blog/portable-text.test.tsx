// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { linkTarget, PostBody } from "./portable-text";
import type { Post } from "./schemas";

function block(text: string, href?: string, style = "normal") {
  return {
    _type: "block",
    _key: `k-${text}`,
    style,
    markDefs: href ? [{ _type: "link", _key: "l1", href }] : [],
    children: [{ _type: "span", _key: "s1", text, marks: href ? ["l1"] : [] }],
  };
}

function renderBody(body: Post["body"]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PostBody value={body} /> }]);
  return render(<Stub />);
}

describe("PostBody", () => {
  it("renders headings, paragraphs and quotes as their elements", () => {
    renderBody([
      block("A heading", undefined, "h2"),
      block("A subheading", undefined, "h3"),
      block("A paragraph"),
      block("A quote", undefined, "blockquote"),
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "A heading" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "A subheading" })).toBeInTheDocument();
    expect(screen.getByText("A quote").closest("blockquote")).not.toBeNull();
  });

  it("keeps numbers on the same line as their units", () => {
    renderBody([block("A room at 80 °C holds about 8.4 m³ of air.")]);
    // Not toHaveTextContent, which reads no-break spaces as ordinary ones.
    expect(screen.getByText(/^A room at/).textContent).toContain(
      "80\u00A0°C holds about 8.4\u00A0m³",
    );
  });

  it("renders bullet and numbered lists", () => {
    renderBody([
      { ...block("First"), listItem: "bullet", level: 1 },
      { ...block("Second"), listItem: "bullet", level: 1 },
      { ...block("Step"), listItem: "number", level: 1, _key: "n1" },
    ]);
    const lists = screen.getAllByRole("list");
    expect(lists.map((list) => list.tagName)).toEqual(["UL", "OL"]);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("links within the site through the router, and to other sites in a new tab, safely", () => {
    renderBody([block("Aurora", "/products/aurora"), block("Harvia", "https://www.harvia.com/")]);
    const internal = screen.getByRole("link", { name: "Aurora" });
    expect(internal).toHaveAttribute("href", "/products/aurora");
    expect(internal).not.toHaveAttribute("target");
    const external = screen.getByRole("link", { name: /Harvia/ });
    expect(external).toHaveAttribute("href", "https://www.harvia.com/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("drops javascript: links and keeps their text", () => {
    renderBody([block("Click me", "javascript:alert(1)"), block("Or me", " JaVaScRiPt:alert(1)")]);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Click me")).toBeInTheDocument();
  });

  it("never renders raw HTML", () => {
    const { container } = renderBody([
      block('<img src=x onerror="alert(1)"><script>alert(1)</script>'),
      { _type: "html", _key: "h", html: "<iframe src='https://evil.example'></iframe>" },
    ]);
    expect(container.querySelector("script, iframe, img")).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it("shows images with their alt text and caption, and leaves out an image without alt", () => {
    const asset = { _id: "image-abc123-800x600-jpg", url: "/x.jpg", width: 800, height: 600 };
    renderBody([
      { _type: "image", _key: "i1", alt: "Cedar boards", caption: "Cedar up close", asset },
      { _type: "image", _key: "i2", asset },
    ]);
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("alt", "Cedar boards");
    expect(screen.getByText("Cedar up close").tagName).toBe("FIGCAPTION");
  });
});

describe("linkTarget", () => {
  it.each([
    ["/blog/a-post", { kind: "internal", to: "/blog/a-post" }],
    ["https://example.com/x", { kind: "external", href: "https://example.com/x" }],
    ["mailto:hello@example.com", { kind: "external", href: "mailto:hello@example.com" }],
    ["//evil.example/", null],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>", null],
    ["vbscript:x", null],
    [undefined, null],
  ])("%s", (href, expected) => {
    expect(linkTarget(href)).toEqual(expected);
  });
});
