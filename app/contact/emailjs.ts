/**
 * Sending enquiries through EmailJS (`@emailjs/browser`). This module owns the configuration and
 * the SDK's error shapes, and gives the page a small typed result.
 *
 * With an EmailJS account configured the SDK talks to api.emailjs.com. Without one it is pointed
 * at the site's own origin, where `npm start` / `npm run dev` answer like EmailJS and keep each
 * enquiry in a local file (server/enquiries.ts). The SDK takes a custom origin only in `init`.
 */
import emailjs, { EmailJSResponseStatus, type StorageProvider } from "@emailjs/browser";

import { site } from "~/content/site";

import { EMBEDDED_EMAILJS } from "./embedded";
import { SEND_LIMIT_KEY, type TemplateParams } from "./form";

/**
 * The SDK's own rate limit: at most one send per window from this tab (its time is kept in
 * sessionStorage, so it holds across reloads). Short, because a visitor whose send failed may well
 * try again; a retry inside the window fails as a 429 and offers the alternatives.
 */
export const SEND_THROTTLE_MS = 5_000;

/**
 * Where the SDK keeps the time of the last send: sessionStorage rather than its default,
 * localStorage, so that nothing the site writes outlives the tab (the privacy page says so). A
 * browser that refuses storage only loses the rate limit, never the send.
 */
const tabStorage: StorageProvider = {
  get: async (key) => quietly(() => window.sessionStorage.getItem(key)),
  set: async (key, value) => quietly(() => window.sessionStorage.setItem(key, value)),
  remove: async (key) => quietly(() => window.sessionStorage.removeItem(key)),
};

function quietly<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

export type EmailJsIds = { publicKey: string; serviceId: string; templateId: string };

/** The configured account, or the embedded ids when none is configured. */
export function emailJsIds(config = site.integrations.emailjs): EmailJsIds & { embedded: boolean } {
  const { publicKey, serviceId, templateId } = config;
  if (publicKey && serviceId && templateId) {
    return { publicKey, serviceId, templateId, embedded: false };
  }
  return { ...EMBEDDED_EMAILJS, embedded: true };
}

let initialised = false;

/** Initialises the SDK once per page load with the public key. */
export function initEmailJs(): void {
  if (initialised || typeof window === "undefined") return;
  const { publicKey, embedded } = emailJsIds();
  emailjs.init({
    publicKey,
    limitRate: { id: SEND_LIMIT_KEY, throttle: SEND_THROTTLE_MS },
    storageProvider: tabStorage,
    ...(embedded ? { origin: window.location.origin } : {}),
  });
  initialised = true;
}

/**
 * How long a send may take before the visitor is offered the alternatives. The SDK takes no abort
 * signal and sets no time limit, so a service that accepts the connection and never answers would
 * leave the form on 'Sending...' for good. The send itself may still arrive later; a visitor who
 * also e-mails the enquiry then sends it twice, which is better than not at all.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** The failure a send that ran out of time resolves with. */
export const TIMED_OUT: SendFailure = { status: 0, text: "Timed out" };

export type SendFailure = { status: number; text: string };
export type SendResult = { ok: true } | { ok: false; error: SendFailure };

/**
 * What the SDK rejected with, as `{status, text}`: an EmailJSResponseStatus (an HTTP status, or the
 * SDK's own 451/403/429), a raw TypeError from fetch when the network fails (status 0), or the
 * string it throws for missing ids.
 */
export function describeFailure(error: unknown): SendFailure {
  if (error instanceof EmailJSResponseStatus) return { status: error.status, text: error.text };
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    if (typeof status === "number") return { status, text: String(text ?? "") };
  }
  if (error instanceof TypeError) return { status: 0, text: "Network Error" };
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}

export async function sendEnquiry(
  params: TemplateParams,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  initEmailJs();
  const { serviceId, templateId } = emailJsIds();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(TIMED_OUT), timeoutMs);
  });
  try {
    await Promise.race([emailjs.send(serviceId, templateId, params), timedOut]);
    return { ok: true };
  } catch (error) {
    const failure = describeFailure(error);
    // A failed send is logged as well as shown, so the console says why it failed.
    console.error(`Enquiry could not be sent (${failure.status} ${failure.text})`);
    return { ok: false, error: failure };
  } finally {
    clearTimeout(timer);
  }
}
