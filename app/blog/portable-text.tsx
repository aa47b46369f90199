/**
 * The one renderer of post bodies (Portable Text). It renders only what it knows: paragraphs,
 * h2/h3 headings, quotes, bullet and numbered lists, bold and italic, links and images. Nothing
 * is ever inserted as raw HTML; links to anything but a page of this site, http(s), mailto: or
 * tel: (a `javascript:` URL, say) are dropped and their text kept; links to other sites open in
 * a new tab without access to this one.
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { keepUnitsTogether } from "../format/units";
import { BlogPicture } from "./blog-picture";
import { parseBlogImage } from "./body-image";
import type { Post } from "./schemas";

export type LinkTarget = { kind: "internal"; to: string } | { kind: "external"; href: string };

/** Where a link in a post may go, or null when it must not be a link at all. */
export function linkTarget(href: unknown): LinkTarget | null {
  if (typeof href !== "string") return null;
  const value = href.trim();
  // A path on this site (but not "//host", which is another site).
  if (/^\/(?!\/)/.test(value)) return { kind: "internal", to: value };
  try {
    const url = new URL(value);
    if (["http:", "https:", "mailto:", "tel:"].includes(url.protocol)) {
      return { kind: "external", href: url.href };
    }
  } catch {
    // Not an absolute URL: relative paths and fragments are not offered by the editor.
  }
  return null;
}

function PostLink({ href, children }: { href: unknown; children: ReactNode }) {
  const target = linkTarget(href);
  if (!target) return <>{children}</>;
  const className = "link-underline text-ink";
  if (target.kind === "internal") {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  const web = /^https?:/.test(target.href);
  return (
    <a
      href={target.href}
      className={className}
      {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {web && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2 className="pt-6 text-3xl text-ink sm:text-4xl">{children}</h2>,
    h3: ({ children }) => <h3 className="pt-2 text-2xl text-ink">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="my-4 border-l-2 border-ember py-1 pl-6 font-display text-2xl/snug text-ink">
        {children}
      </blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="list-disc space-y-2 pl-6 marker:text-cedar">{children}</ul>
    ),
    number: ({ children }) => (
      <ol className="list-decimal space-y-2 pl-6 marker:text-cedar">{children}</ol>
    ),
  },
  listItem: ({ children }) => <li className="pl-1">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => (
      <PostLink href={(value as { href?: unknown } | undefined)?.href}>{children}</PostLink>
    ),
  },
  types: {
    image: ({ value }) => {
      // An image without an asset or alt text is left out rather than shown undescribed.
      const image = parseBlogImage(value);
      if (!image) return null;
      return (
        <figure className="my-6">
          <BlogPicture
            image={image}
            sizes="(min-width: 48rem) 42rem, 92vw"
            className="mx-auto max-h-120 w-auto max-w-full rounded-sm bg-linen"
          />
          {image.caption && (
            <figcaption className="mt-3 text-sm text-muted">{image.caption}</figcaption>
          )}
        </figure>
      );
    },
  },
};

/** The body with every span's numbers joined to their units: authors type ordinary spaces. */
function withUnitsKeptTogether(body: Post["body"]): Post["body"] {
  return body.map((block) => {
    if (!Array.isArray(block.children)) return block;
    const children = (block.children as unknown[]).map((child) =>
      child && typeof child === "object" && "text" in child && typeof child.text === "string"
        ? { ...child, text: keepUnitsTogether(child.text) }
        : child,
    );
    return { ...block, children };
  });
}

/** A post's body. Unknown block types and marks render as nothing (or as their plain text). */
export function PostBody({ value }: { value: Post["body"] }) {
  return (
    <div className="space-y-5 text-lg/8 text-ink/85">
      <PortableText
        value={withUnitsKeptTogether(value)}
        components={components}
        onMissingComponent={false}
      />
    </div>
  );
}
