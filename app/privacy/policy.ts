/**
 * The privacy page (`routes/privacy.tsx`): its words are the business's, kept in the content
 * studio ("Privacy policy's words", content-studio/rules/privacy.ts), with each figure they name
 * in braces filled in here: how long an enquiry is kept and the day the notice was approved
 * (Contact details → Privacy notice), the business's name, and the services this build uses.
 * What the site stores in the browser is `storage.ts`, which the tests check the site against.
 *
 * Where a fact depends on the configuration (EmailJS, Sanity, the reviews widget), the page says
 * what this build does: the configuration is baked into the prerendered page, and the words of
 * the cases it does not show wait in the document.
 */
import { env } from "~/config/env";
import { privacyFigures } from "~/content/generated/privacy";
import { privacyWords } from "~/content/generated/privacy-words";
import { site } from "~/content/site";
import { formatDate } from "~/format/dates";
import { fillFigures } from "~/seo/page-words";

import { SESSION_STORAGE_KEYS } from "./storage";

/** The information officer under POPIA, from the configuration (the Studio's Contact details). */
export const informationOfficer = {
  name: env.SITE_INFORMATION_OFFICER_NAME,
  email: env.SITE_INFORMATION_OFFICER_EMAIL,
};

/**
 * How long an enquiry or a booking is kept when it does not lead to work: the business's period,
 * from the content studio (Contact details → Privacy notice), `placeholder` until it confirms it.
 */
export const enquiryRetention = privacyFigures.retention;

/**
 * The day the site's own part of the notice last changed: which keys it keeps in the browser
 * (`storage.ts`), which services a build may name, the sections the words must give. Change it
 * with them. The words themselves are the business's, approved with "Approved on".
 */
const WORDING_CHANGED = "2026-11-24";

/**
 * The date this notice last changed, shown on the page: the later of the site's part's last change
 * and the day the business approved it in the content studio; `placeholder` until it has approved
 * the notice as it stands.
 */
export const noticeUpdated = {
  date:
    privacyFigures.approved && privacyFigures.approved > WORDING_CHANGED
      ? privacyFigures.approved
      : WORDING_CHANGED,
  // Approved before the site's part last changed, the business has not approved what the page says.
  placeholder: !privacyFigures.approved || privacyFigures.approved < WORDING_CHANGED,
};

/**
 * The services the site's code is written for, by the figure the words name them with: the forms'
 * e-mail delivery (`contact/emailjs.ts`), the home page's reviews widget and the blog's content
 * service. The words of a case name one only where this build uses it.
 */
export const SERVICE_NAMES = {
  emailService: "EmailJS",
  reviewsService: "Elfsight",
  articlesService: "Sanity",
} as const;

/** A period in whole months, as the notice states it: "2 years", "18 months". */
const months = (count: number) => (count % 12 === 0 ? `${count / 12} years` : `${count} months`);

/** Every figure the words may name (content-studio/rules/privacy.ts says where each may go). */
const figures = {
  retention: months(enquiryRetention.months),
  businessName: site.name,
  ...SERVICE_NAMES,
};

const fill = (text: string) => fillFigures(text, figures);

export type Field = { label: string; why: string };
export type FormCollection = { id: string; title: string; summary: string; fields: Field[] };

/** What each form asks for, and what we use each detail for. */
export const formCollections: readonly FormCollection[] = privacyWords.forms.map((form) => ({
  id: form.form,
  title: fill(form.title),
  summary: fill(form.summary),
  fields: form.fields.map((field) => ({ label: fill(field.label), why: fill(field.why) })),
}));

const emailJsConfigured = Boolean(
  site.integrations.emailjs.publicKey &&
  site.integrations.emailjs.serviceId &&
  site.integrations.emailjs.templateId,
);

/** The cases of who receives what that this build makes true, by the words' ids. */
const inEffect = new Set<string>([
  emailJsConfigured ? "emailjs" : "own-server",
  "alternatives",
  site.integrations.reviewsWidgetId ? "reviews" : "reviews-none",
  site.integrations.sanity.projectId ? "blog" : "blog-none",
]);

export type Recipient = { id: string; title: string; text: string };

/** Who receives what, as this build is configured, anchored by the case (`#reviews`). */
export const recipients: readonly Recipient[] = privacyWords.recipients
  .filter((recipient) => inEffect.has(recipient.recipient))
  .map((recipient) => ({
    id: recipient.recipient.replace(/-none$/, ""),
    title: fill(recipient.title),
    text: fill(recipient.text),
  }));

/** The visitor's rights under the Protection of Personal Information Act, in plain words. */
export const rights: readonly { id: string; title: string; text: string }[] =
  privacyWords.rights.map((right) => ({
    id: right.right,
    title: fill(right.title),
    text: fill(right.text),
  }));

export type StoredItem = {
  /** The sessionStorage key. */
  key: string;
  /** What is kept under it, in a visitor's words. */
  holds: string;
  /** When it is removed, as it follows "Removed:" (it always goes when the tab is closed). */
  cleared: string;
};

/** The keys the site keeps in session storage, in its order, each with the words for it. */
export const sessionStorageItems: readonly StoredItem[] = SESSION_STORAGE_KEYS.map((key) => {
  const words = privacyWords.storage.find((item) => item.key === key);
  if (!words) throw new Error(`"Privacy policy's words" do not describe the stored key ${key}.`);
  return { key, holds: fill(words.holds), cleared: fill(words.cleared) };
});

const paragraphs = (list: readonly string[]) => list.map(fill);

/** The words the notice closes with, either side of the date it last changed (`{updated}`). */
const [updatedBefore = "", updatedAfter = ""] = privacyWords.updatedText.split("{updated}");

/** The page's own words round its lists, figures filled in. */
export const privacyPage = {
  heading: fill(privacyWords.heading),
  intro: paragraphs(privacyWords.intro),
  inShort: paragraphs(privacyWords.inShort),
  collectHeading: fill(privacyWords.collectHeading),
  collectIntro: paragraphs(privacyWords.collectIntro),
  collectUse: paragraphs(privacyWords.collectUse),
  whereHeading: fill(privacyWords.whereHeading),
  whereIntro: paragraphs(privacyWords.whereIntro),
  keepHeading: fill(privacyWords.keepHeading),
  keepHeadline: fill(privacyWords.keepHeadline),
  keepText: paragraphs(privacyWords.keepText),
  browserHeading: fill(privacyWords.browserHeading),
  browserIntro: paragraphs(privacyWords.browserIntro),
  rightsHeading: fill(privacyWords.rightsHeading),
  rightsIntro: paragraphs(privacyWords.rightsIntro),
  officerHeading: fill(privacyWords.officerHeading),
  officerIntro: paragraphs(privacyWords.officerIntro),
  /** The notice's date, as shown and as `<time>` gives it, between the words either side. */
  updated: {
    before: fill(updatedBefore),
    date: noticeUpdated.date,
    shown: formatDate(noticeUpdated.date),
    after: fill(updatedAfter),
  },
};
