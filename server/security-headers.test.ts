import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { parseEnv } from "../app/config/env-schema";

import {
  contentSecurityPolicy,
  documentHeaders,
  framedBySite,
  inlineScriptHashes,
  tourFrameOrigins,
} from "./security-headers";

const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline classic and module scripts, once each", () => {
    const html =
      "<script>window.a=1</script><script type=\"module\">import '/x.js'</script><script>window.a=1</script>";
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("import '/x.js'")]);
  });

  it("skips external scripts, empty scripts and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/a.js"></script><script></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("allows only the site itself, plus the page's script hashes, by default", () => {
    const policy = contentSecurityPolicy(parseEnv({}), ["sha256-abc"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    // The site's own 360° tours are the only frames.
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds a service's origins only when it is configured", () => {
    const policy = contentSecurityPolicy(
      parseEnv({
        SANITY_PROJECT_ID: "abc123",
        EMAILJS_PUBLIC_KEY: "key",
        EMAILJS_SERVICE_ID: "service",
        EMAILJS_TEMPLATE_ID: "template",
        REVIEWS_WIDGET_ID: "w1",
      }),
    );
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining([
        "https://abc123.apicdn.sanity.io",
        "https://abc123.api.sanity.io",
        "https://api.emailjs.com",
      ]),
    );
    expect(directive(policy, "script-src")).toContain("https://static.elfsight.com");
    expect(directive(policy, "frame-src")).toEqual([
      "'self'",
      "https://static.elfsight.com",
      "https://*.elfsight.com",
      "https://*.elfsightcdn.com",
    ]);
  });

  it("lets a document be framed by the site itself only when asked", () => {
    const env = parseEnv({});
    expect(
      directive(contentSecurityPolicy(env, [], { framable: true }), "frame-ancestors"),
    ).toEqual(["'self'"]);
  });
});

describe("tourFrameOrigins", () => {
  it("allows the origin of a tour provider's share link, once, and nothing for the site's own tours", () => {
    const list = [
      { embedUrl: "/tours/aurora" },
      { embedUrl: "https://tours.example.com/share/collection/abc?fs=1" },
      { embedUrl: "https://tours.example.com/share/def" },
    ];
    expect(tourFrameOrigins(list)).toEqual(["https://tours.example.com"]);
  });

  it("finds no other origin in the tours as shipped", () => {
    expect(tourFrameOrigins()).toEqual([]);
  });
});

describe("documentHeaders", () => {
  const env = parseEnv({});
  const frameAncestors = (headers: Record<string, string>) =>
    directive(headers["Content-Security-Policy"]!, "frame-ancestors");

  it.each(["/tours/aurora/index.html", "/tours/client-1"])(
    "lets the site frame the tour page %s",
    (path) => {
      const headers = documentHeaders(env, "", path);
      expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
      expect(frameAncestors(headers)).toEqual(["'self'"]);
    },
  );

  it.each(["/index.html", "/about/index.html", "/404.html", "/tours", "/toursaurora", ""])(
    "lets nobody frame %s",
    (path) => {
      const headers = documentHeaders(env, "", path);
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(frameAncestors(headers)).toEqual(["'none'"]);
    },
  );

  it("agrees with framedBySite", () => {
    expect(framedBySite("/tours/aurora")).toBe(true);
    expect(framedBySite("/about")).toBe(false);
  });
});
