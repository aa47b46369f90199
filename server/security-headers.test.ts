import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { parseEnv } from "../app/config/env-schema";

import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

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

describe("contentSecurityPolicy", () => {
  const directive = (policy: string, name: string) =>
    policy
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  it("allows only the site itself, plus the page's script hashes, by default", () => {
    const policy = contentSecurityPolicy(parseEnv({}), ["sha256-abc"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds a service's origins only when it is configured", () => {
    const policy = contentSecurityPolicy(
      parseEnv({ SANITY_PROJECT_ID: "abc123", EMAILJS_PUBLIC_KEY: "key", REVIEWS_WIDGET_ID: "w1" }),
    );
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining([
        "https://abc123.apicdn.sanity.io",
        "https://abc123.api.sanity.io",
        "https://api.emailjs.com",
      ]),
    );
    expect(directive(policy, "script-src")).toContain("https://static.elfsight.com");
    expect(directive(policy, "frame-src")).not.toContain("'none'");
  });
});
