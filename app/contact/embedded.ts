/**
 * The ids the site uses when no EmailJS account is configured (docs/architecture.md, "Embedded
 * defaults"): the browser sends them to the site's own origin, and the local stand-in
 * (server/enquiries.ts) accepts exactly these. They are not secrets; they only have to agree.
 */
export const EMBEDDED_EMAILJS = {
  publicKey: "local",
  serviceId: "local",
  templateId: "local",
} as const;

/** The path EmailJS's send API answers on, on api.emailjs.com and on the stand-in alike. */
export const EMAILJS_SEND_PATH = "/api/v1.0/email/send";
