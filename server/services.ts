/**
 * The local stand-ins for third-party services, mounted by `npm start` and `npm run dev` only when
 * the real service is not configured (ARCHITECTURE.md, "Embedded defaults"). Each is a handler that
 * answers the requests it owns and returns false for everything else.
 *
 * Stand-ins so far: enquiries (EmailJS send API, server/enquiries.ts). The blog (Sanity query API)
 * stand-in is added here by its issue.
 */
import type { Env } from "../app/config/env";
import { enquiryStandIn } from "./enquiries";
import type { Handler } from "./static-server";

export function serviceStandIns(env: Env): Handler[] {
  const standIns: Handler[] = [];
  if (!env.EMAILJS_PUBLIC_KEY) standIns.push(enquiryStandIn());
  return standIns;
}
