/**
 * Text as the PDF's standard fonts can draw it. Helvetica and Times in a PDF speak WinAnsi only
 * (Latin-1 and a few typographic extras such as – × ² ³ ’ “ ”), while the site's copy holds its
 * numbers to their units with characters outside it (narrow no-break spaces, word joiners). The
 * line breaking on a sheet is ours, so those characters can become their nearest WinAnsi
 * equivalents: a no-break space still keeps a number with its unit when `wrap` breaks lines.
 */

/** Characters outside WinAnsi that the copy uses, and what the sheets draw instead. */
const REPLACEMENTS: Record<string, string> = {
  "\u202F": "\u00A0", // narrow no-break space → no-break space
  "\u2009": " ", // thin space
  "\u2007": "\u00A0", // figure space
  "\u2060": "", // word joiner: draws nothing
  "\u200B": "", // zero-width space
  "\u00AD": "", // soft hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2212": "-", // minus sign
  "\u2265": ">=",
  "\u2264": "<=",
  "\u2192": "->",
  "\u2248": "~",
};

/**
 * The code points WinAnsi (Windows-1252) can encode: Latin-1 from the space up, less the C1
 * controls, plus the extras Windows-1252 puts in 0x80–0x9F.
 */
const WIN_ANSI_EXTRAS = new Set(
  [..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"].map((character) => character.codePointAt(0)!),
);

export function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(code)
  );
}

/**
 * `text` in characters the standard fonts can draw, or an error naming the first that has no
 * WinAnsi equivalent (so new copy with such a character fails the build, not the reader).
 */
export function pdfText(text: string): string {
  const normalised = [...text.normalize("NFC")]
    .map((character) => REPLACEMENTS[character] ?? character)
    .join("");
  const bad = [...normalised].find((character) => !isWinAnsi(character));
  if (bad !== undefined) {
    const code = bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    throw new Error(
      `"${bad}" (U+${code}) cannot be drawn with the PDF's standard fonts: "${text}"`,
    );
  }
  return normalised;
}

/**
 * Lines of at most `maxWidth` (as `widthOf` measures them), broken at ordinary spaces only: a
 * no-break space holds a number to its unit. A word longer than a line stands on its own.
 */
export function wrap(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(candidate) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}
