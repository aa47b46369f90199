// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { MANIFEST_FILE } from "./build-fonts";
import {
  coverage,
  decodeEntities,
  listFiles,
  summary,
  textOfHtml,
  textOfJson,
  textOfSource,
} from "./coverage";
import type { FontManifest } from "./typefaces";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the text of a page", () => {
  it("decodes entities", () => {
    expect(decodeEntities("A&amp;B &#x27;x&#39; &quot;&nbsp;&lt;&gt; &#8211; &unknown;")).toBe(
      "A&B 'x' \"\u00a0<> – &unknown;",
    );
  });

  it("is what shows: no tags, scripts, styles or comments; the fields' placeholders and values", () => {
    const html =
      '<p class="é">Caf&#233; <b>crème</b></p><script>"→"</script><style>a::before{content:"½"}</style>' +
      '<!-- ✓ --><input placeholder="Your name…" value="Zoë"><template>x</template>';
    const text = textOfHtml(html);
    expect(text).toContain("Café");
    expect(text).toContain("crème");
    expect(text).toContain("Your name…");
    expect(text).toContain("Zoë");
    for (const absent of ["→", "½", "✓"]) expect(text).not.toContain(absent);
  });
});

describe("the text of the site's code", () => {
  it("reads string literals, template strings and JSX text, not comments or regular expressions", () => {
    const code = `// A comment with § and →
/** ∈ */
const a = "Loading…";
const b = \`\${a} × \${1}°\`;
const re = /[À-ÿ]/;
const d = "non\\u00a0breaking";
export const C = () => <p title="x">Löyly – steam</p>;`;
    const text = textOfSource(code);
    for (const present of ["Loading…", " × ", "°", "non\u00a0breaking", "Löyly – steam"]) {
      expect(text).toContain(present);
    }
    for (const absent of ["§", "→", "∈", "À"]) expect(text).not.toContain(absent);
  });

  it("reads every string of a JSON document", () => {
    expect(textOfJson({ a: ["x", { b: "é" }], n: 3, t: null })).toBe("x é");
  });
});

describe("coverage", () => {
  const manifest: FontManifest = {
    files: [
      { family: "Serif", file: "s.woff2", preload: true, codePoints: [0x41, 0x42] },
      { family: "Serif", file: "s-rest.woff2", preload: false, codePoints: [0xe9] },
    ],
  };

  it("sorts the characters of each typeface into preloaded, on demand and missing", () => {
    const texts = new Map([
      ["/a.html", "AB\u00e9\n"],
      ["/b.html", "B\u2192\u200b"],
    ]);
    const { missing, onDemand } = coverage(manifest, texts);
    expect(onDemand).toEqual([{ family: "Serif", char: "é", where: ["/a.html"] }]);
    expect(missing).toEqual([{ family: "Serif", char: "→", where: ["/b.html"] }]);
    expect(summary(missing[0]!)).toBe('  Serif: "→" (U+2192) in /b.html');
  });
});

describe("the preloaded subsets", () => {
  // Written by `npm run fonts`, which the unit tests run first.
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as FontManifest;

  it("cover the text of the site's code and the embedded blog's posts", () => {
    const texts = new Map<string, string>();
    const sources = listFiles(join(root, "app")).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/fonts/"),
    );
    for (const file of sources)
      texts.set(file.slice(root.length), textOfSource(readFileSync(file, "utf8"), file));
    const dataset = join(root, "content/dataset/data.ndjson");
    if (existsSync(dataset)) {
      for (const [index, line] of readFileSync(dataset, "utf8").split("\n").entries()) {
        if (line.trim())
          texts.set(`content/dataset/data.ndjson:${index + 1}`, textOfJson(JSON.parse(line)));
      }
    }
    const { missing, onDemand } = coverage(manifest, texts);
    expect([...missing, ...onDemand].map(summary)).toEqual([]);
  }, 30_000); // parses every source file: seconds on a busy machine
});
