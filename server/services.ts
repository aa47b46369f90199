/**
 * The local stand-ins for third-party services, mounted by `npm start` and `npm run dev` only when
 * the real service is not configured (docs/architecture.md, "Embedded defaults"). Each is a
 * handler that answers the requests it owns and returns false for everything else.
 *
 * Stand-ins: the blog (Sanity's query API and image CDN, server/blog-api.ts) and enquiries
 * (EmailJS send API, server/enquiries.ts).
 */
import type { Env } from "../app/config/env";
import { blogApi } from "./blog-api";
import { enquiryStandIn } from "./enquiries";
import type { Handler } from "./static-server";

export function serviceStandIns(env: Env): Handler[] {
  const handlers: Handler[] = [];
  if (!env.SANITY_PROJECT_ID) handlers.push(blogApi(env));
  if (!env.EMAILJS_PUBLIC_KEY) handlers.push(enquiryStandIn());
  return handlers;
}
