import { Link } from "react-router";

import type { Rich } from "./schema";

/** A run of text with its links, as the page shows it (the words are those of `richText`). */
export function RichText({ rich }: { rich: Rich }) {
  return (
    <>
      {rich.map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={i} to={part.href} className="link-underline">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/** Paragraphs of a guide's words, each with its links. */
export function RichParagraphs({ paragraphs }: { paragraphs: readonly Rich[] }) {
  return paragraphs.map((rich, i) => (
    <p key={i}>
      <RichText rich={rich} />
    </p>
  ));
}
