/**
 * Who does the electrical work, in every word the site publishes: the buyer's own registered
 * electrician installs the dedicated circuit and issues the Certificate of Compliance; our
 * installers build the room and connect and commission the heater on that circuit. Read from the
 * embedded dataset (every published document's text) and from the words still kept in code (the
 * routes, guides, catalogue and brochure), as they are written.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;

/** Every string a published document holds, system fields left out. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const each of value) strings(each, into);
  else if (value && typeof value === "object")
    for (const [key, each] of Object.entries(value)) if (!key.startsWith("_")) strings(each, into);
  return into;
}

const datasetWords = readFileSync(join(root, "content/dataset/data.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
  .filter((doc) => !doc._id.startsWith("drafts."))
  .map((doc) => ({ where: `dataset ${doc._id}`, text: strings(doc).join(" ") }));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory())
      return name === "generated" || name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code's words, with JSX's line breaks and entities read as a visitor reads them. */
const codeWords = [...sourceFiles("app"), ...sourceFiles("scripts/brochure")].map((path) => ({
  where: path,
  text: readFileSync(join(root, path), "utf8")
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, " "),
}));

const allWords = [...datasetWords, ...codeWords];

/** Sentences that say we do the electrician's part. */
const claimsTheCircuit = [
  // "we install the dedicated circuit", "our installers run the wiring"
  /\b(we|our (own )?(installers|team|craftsmen|joiners))\b[^.;:!?]{0,80}\b(install|lay|run|wire|provide|fit)s?\b[^.;:!?]{0,40}\b(circuit|electrics|wiring|supply)\b/i,
  /\belectrical commissioning\b/i,
  /\bcommission(s|ing)? the electrics\b/i,
  /\b(we|our (own )?(installers|team))\b[^.;:!?]{0,60}\bissues? [^.;:!?]{0,30}certificate of compliance/i,
];

const claims = (text: string) => claimsTheCircuit.some((pattern) => pattern.test(text));

describe("who installs the heater's circuit", () => {
  it("is read from the dataset and the code", () => {
    expect(datasetWords.length).toBeGreaterThan(10);
    expect(codeWords.some(({ text }) => /Certificate of Compliance/.test(text))).toBe(true);
  });

  it("would be caught if a page claimed it for us", () => {
    expect(claims("Delivery, assembly and electrical commissioning by our own installers")).toBe(
      true,
    );
    expect(claims("Our installers commission the electrics.")).toBe(true);
    expect(claims("We install the dedicated circuit from your board.")).toBe(true);
    expect(
      claims(
        "Our installers connect and commission the heater on the circuit your electrician installs.",
      ),
    ).toBe(false);
  });

  it("is never claimed for us, on any page or in the brochure", () => {
    const found = allWords.flatMap(({ where, text }) =>
      text
        .split(/(?<=[.;!?])\s/)
        .filter(claims)
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });

  it("is the electrician wherever a sentence says who installs it", () => {
    const sentences = allWords.flatMap(({ where, text }) =>
      text
        .split(/(?<=[.;!?])\s/)
        .filter((sentence) => /\binstalls? the (dedicated )?circuit\b/i.test(sentence))
        .map((sentence) => ({ where, sentence })),
    );
    expect(sentences.length).toBeGreaterThan(0);
    for (const { where, sentence } of sentences) expect(sentence, where).toMatch(/electrician/i);
  });
});
