/**
 * The local stand-ins for third-party services, mounted by `npm start` and `npm run dev` only when
 * the real service is not configured (ARCHITECTURE.md, "Embedded defaults"). Each is a handler that
 * answers the requests it owns and returns false for everything else.
 *
 * Stand-ins so far: none. The blog (Sanity query API) and enquiry (EmailJS send API) stand-ins are
 * added here by their issues.
 */
import type { Env } from "../app/config/env";
import type { Handler } from "./static-server";

export function serviceStandIns(_env: Env): Handler[] {
  return [];
}
