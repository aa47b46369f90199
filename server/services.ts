/**
 * The local stand-ins for third-party services, mounted by `npm start` and `npm run dev` only when
 * the real service is not configured (ARCHITECTURE.md, "Embedded defaults"). Each is a handler that
 * answers the requests it owns and returns false for everything else.
 *
 * Stand-ins so far: the blog (Sanity's query API and image CDN, server/blog-api.ts). The enquiry
 * (EmailJS send API) stand-in is added here by its issue.
 */
import type { Env } from "../app/config/env";
import { blogApi } from "./blog-api";
import type { Handler } from "./static-server";

export function serviceStandIns(env: Env): Handler[] {
  const handlers: Handler[] = [];
  if (!env.SANITY_PROJECT_ID) handlers.push(blogApi(env));
  return handlers;
}
