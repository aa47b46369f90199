/**
 * The local stand-ins for third-party services, mounted by `npm start` and `npm run dev` only when
 * the real service is not configured (docs/architecture.md, "Embedded defaults"). Each is a
 * handler that answers the requests it owns and returns false for everything else.
 *
 * Stand-ins: the blog (Sanity's query API and image CDN, server/blog-api.ts) and enquiries
 * (EmailJS send API, server/enquiries.ts). Their server-side settings (ENQUIRIES_FILE,
 * TRUST_PROXY) are read from the environment here, and a bad value stops the server.
 */
import type { Env } from "../app/config/env";
import { blogApi } from "./blog-api";
import { parseTrustProxy } from "./client-address";
import { enquiryStandIn } from "./enquiries";
import type { Handler } from "./static-server";

/**
 * A stand-in; `writing` tells the server that a file write of its own has not finished, and
 * `settled` waits until everything it has accepted is written.
 */
export type StandIn = Handler & { writing?: () => boolean; settled?: () => Promise<void> };

export function serviceStandIns(env: Env): StandIn[] {
  const handlers: StandIn[] = [];
  if (!env.SANITY_PROJECT_ID) handlers.push(blogApi(env));
  if (!env.EMAILJS_PUBLIC_KEY) {
    handlers.push(enquiryStandIn({ trustProxy: parseTrustProxy(process.env.TRUST_PROXY) }));
  }
  return handlers;
}
