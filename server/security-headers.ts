/**
 * The site's security headers, defined once: `npm start` sends them and the build writes them to
 * `build/client/_headers` for static hosts. The Content-Security-Policy allows the site's own origin
 * plus exactly the third-party services that are configured; prerendered pages carry inline
 * scripts, so each HTML document gets the hashes of its own (see `inlineScriptHashes`).
 */
import { createHash } from "node:crypto";

import type { Env } from "../app/config/env";
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

export function contentSecurityPolicy(env: Env, scriptHashes: readonly string[] = []): string {
  const extra = thirdPartyOrigins(env);
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Inline style attributes come from React's `style` props and from third-party widgets.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  for (const [directive, values] of Object.entries(extra)) {
    const current = (directives[directive] ?? []).filter((value) => value !== "'none'");
    directives[directive] = [...new Set([...current, ...values])];
  }
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(" ")}`)
    .join("; ");
}

/** Headers for every response; HTML documents add their own Content-Security-Policy. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function documentHeaders(env: Env, html: string): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(env, inlineScriptHashes(html)),
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
