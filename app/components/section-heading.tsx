import type { ReactNode } from "react";

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  /** Heading level; sections are h2 unless they introduce the page. */
  as?: "h1" | "h2";
  id?: string;
  tone?: "light" | "dark";
  align?: "start" | "center";
  children?: ReactNode;
};

/** Eyebrow, serif heading and an optional lead paragraph: the opening of every section. */
export function SectionHeading({
  eyebrow,
  title,
  as: Heading = "h2",
  id,
  tone = "light",
  align = "start",
  children,
}: SectionHeadingProps) {
  const size =
    Heading === "h1" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl";
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? (
        <p className={`mb-4 eyebrow ${tone === "dark" ? "text-birch" : ""}`}>{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={`${size} leading-display ${tone === "dark" ? "text-stone" : "text-ink"}`}
      >
        {title}
      </Heading>
      {children ? (
        <div
          className={`mt-6 text-lg/8 ${tone === "dark" ? "text-stone/80" : "text-muted"} ${
            align === "center" ? "mx-auto max-w-prose" : "max-w-prose"
          }`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
