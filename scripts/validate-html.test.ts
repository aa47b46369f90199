import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

import { formatErrors, htmlFiles, type CheckerMessage } from "./validate-html";

describe("the HTML check", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("checks every HTML page of the build, and none of their compressed copies", () => {
    dir = mkdtempSync(join(tmpdir(), "validate-html-"));
    mkdirSync(join(dir, "products", "aurora"), { recursive: true });
    for (const file of [
      "index.html",
      "index.html.br",
      "index.html.gz",
      "404.html",
      "__spa-fallback.html",
      "products/aurora/index.html",
      "products/aurora/spec.pdf",
    ]) {
      writeFileSync(join(dir, file), "");
    }
    expect(htmlFiles(dir).map((file) => file.slice(dir.length + 1).replaceAll("\\", "/"))).toEqual([
      "404.html",
      "__spa-fallback.html",
      "index.html",
      "products/aurora/index.html",
    ]);
  });

  it("writes each error as page: line:col message (extract), grouped by page", () => {
    const root = join(tmpdir(), "client");
    const url = (page: string) => pathToFileURL(join(root, page)).href;
    const messages: CheckerMessage[] = [
      {
        type: "error",
        url: url("products/aurora/index.html"),
        lastLine: 2,
        firstLine: 1,
        firstColumn: 900,
        lastColumn: 7,
        message: "Second.",
        extract: "<div\n  id=x>",
      },
      { type: "info", subType: "warning", url: url("index.html"), message: "Advice only." },
      { type: "error", url: url("gallery/index.html"), lastLine: 3, lastColumn: 4, message: "G." },
      {
        type: "error",
        url: url("products/aurora/index.html"),
        lastLine: 1,
        firstColumn: 20,
        lastColumn: 40,
        message: "First.",
      },
      { type: "non-document-error", url: url("404.html"), message: "Cannot read." },
    ];
    expect(formatErrors(messages, root)).toEqual([
      "404.html: Cannot read.",
      "gallery/index.html: 3:4 G.",
      "products/aurora/index.html: 1:20 First.",
      "products/aurora/index.html: 1:900 Second. (<div id=x>)",
    ]);
  });
});
