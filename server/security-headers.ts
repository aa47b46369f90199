/**
 * The site's security headers, defined once: `npm start` sends them and the build writes them to
 * `build/client/_headers` for static hosts. The Content-Security-Policy allows the site's own origin
 * plus exactly the third-party services that are configured; prerendered pages carry inline
 * scripts, so each HTML document gets the hashes of its own (see `inlineScriptHashes`).
 *
 * No page may be framed by another site. Pages may frame the 360° tours (the site's own, and any
 * provider's whose share link is in the tours data), and the tours' own pages may be framed by
 * this site: the tour viewer shows them in an iframe.
 */
import { createHash } from "node:crypto";

import { DRAFTS_ROBOTS, draftsBuild } from "../app/config/drafts";
import type { Env } from "../app/config/env";
import { tours } from "../app/catalogue/tours";
import { REVIEWS_ORIGINS } from "../app/reviews/provider-origins";

type Directives = Record<string, string[]>;

/** Third-party origins the policy must allow, derived from what is configured. */
export function thirdPartyOrigins(env: Env): Directives {
  const origins: Directives = {};
  const add = (directive: string, ...values: string[]) => {
    origins[directive] = [...(origins[directive] ?? []), ...values];
  };
  if (env.SANITY_PROJECT_ID) {
    add(
      "connect-src",
      `https://${env.SANITY_PROJECT_ID}.api.sanity.io`,
      `https://${env.SANITY_PROJECT_ID}.apicdn.sanity.io`,
    );
    add("img-src", "https://cdn.sanity.io");
  }
  if (env.EMAILJS_PUBLIC_KEY) add("connect-src", "https://api.emailjs.com");
  if (env.REVIEWS_WIDGET_ID) {
    for (const directive of ["script-src", "style-src", "img-src", "connect-src", "frame-src"]) {
      add(directive, ...REVIEWS_ORIGINS);
    }
  }
  return origins;
}

/** The origins of tours the site frames from elsewhere: a provider's share links, by origin. */
export function tourFrameOrigins(list: readonly { embedUrl: string }[] = tours): string[] {
  const external = list.filter(({ embedUrl }) => /^https:\/\//.test(embedUrl));
  return [...new Set(external.map(({ embedUrl }) => new URL(embedUrl).origin))];
}

/** Documents that pages of this site show in frames: the 360° tours under /tours/. */
export function framedBySite(path: string): boolean {
  return /^\/tours\/[^/]/.test(path);
}

export type DocumentOptions = {
  /** The document may be shown in a frame by this site (see `framedBySite`). */
  framable?: boolean;
};

export function contentSecurityPolicy(
  env: Env,
  scriptHashes: readonly string[] = [],
  { framable = false }: DocumentOptions = {},
): string {
  const extra = thirdPartyOrigins(env);
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Inline style attributes come from React's `style` props and from third-party widgets.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'", ...tourFrameOrigins()],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // mailto: lets the enquiry form send through the visitor's e-mail program without JavaScript.
    "form-action": ["'self'", "mailto:"],
    "frame-ancestors": [framable ? "'self'" : "'none'"],
  };
  for (const [directive, values] of Object.entries(extra)) {
    const current = (directives[directive] ?? []).filter((value) => value !== "'none'");
    directives[directive] = [...new Set([...current, ...values])];
  }
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(" ")}`)
    .join("; ");
}

/** Who may use full screen: the site, and the tour providers it frames. */
const fullscreenAllowlist = ["self", ...tourFrameOrigins().map((origin) => `"${origin}"`)];

/** Headers for every response; HTML documents add their own Content-Security-Policy. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), " +
    `fullscreen=(${fullscreenAllowlist.join(" ")})`,
  "Cross-Origin-Opener-Policy": "same-origin",
  // The editors' preview of drafts: no page, picture or file of it in any index.
  ...(draftsBuild ? { "X-Robots-Tag": DRAFTS_ROBOTS } : {}),
};

/**
 * Headers for the server's own text and JSON answers (errors, the service stand-ins): nothing in
 * them may load or run anything, even if a browser were tricked into rendering one as a page.
 */
export const plainSecurityHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The headers of the HTML document served at `path` (its URL path, or its file's). */
export function documentHeaders(env: Env, html: string, path = ""): Record<string, string> {
  const framable = framedBySite(path);
  return {
    ...baseSecurityHeaders,
    // The older twin of frame-ancestors, for browsers that predate it.
    "X-Frame-Options": framable ? "SAMEORIGIN" : "DENY",
    "Content-Security-Policy": contentSecurityPolicy(env, inlineScriptHashes(html), { framable }),
  };
}

/** `sha256-…` of every inline, executable `<script>` in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue; // data blocks (JSON-LD)
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
