/**
 * The facts of the privacy page (`routes/privacy.tsx`) as data: what each form asks for and why,
 * who receives it, how long it is kept, the visitor's rights and whom to write to. What the site
 * stores in the browser is `storage.ts`, which the tests check the site against.
 *
 * Where a fact depends on the configuration (EmailJS, Sanity, the reviews widget), the page says
 * what this build does: the configuration is baked into the prerendered page.
 */
import { env } from "~/config/env";
import { privacyFigures } from "~/content/generated/privacy";
import { site } from "~/content/site";

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

/** The day the notice's wording last changed in the site's code. Change it with the wording. */
const WORDING_CHANGED = "2026-11-24";

/**
 * The date this notice last changed, shown on the page: the later of its wording's last change
 * and the day the business approved it in the content studio; `placeholder` until it has approved
 * the wording as it stands.
 */
export const noticeUpdated = {
  date:
    privacyFigures.approved && privacyFigures.approved > WORDING_CHANGED
      ? privacyFigures.approved
      : WORDING_CHANGED,
  // Approved before the wording last changed, the business has not approved what the page says.
  placeholder: !privacyFigures.approved || privacyFigures.approved < WORDING_CHANGED,
};

export type Field = { label: string; why: string };
export type FormCollection = { id: string; title: string; summary: string; fields: Field[] };

const contactBack = "To reply to you, by whichever you prefer. Neither is required.";

/** What each form asks for, and what we use each detail for. */
export const formCollections: readonly FormCollection[] = [
  {
    id: "enquiry-form",
    title: "The enquiry form",
    summary: "On the contact page: for a question, a first price or a quotation.",
    fields: [
      { label: "Your name", why: "So that we know whom we are writing to." },
      { label: "E-mail address and mobile number", why: contactBack },
      {
        label: "Location",
        why: "So that the right office answers, and we know how far our team would travel.",
      },
      {
        label: "Products of interest",
        why: "So that our first reply is about the rooms you have in mind.",
      },
      {
        label: "Your message",
        why: "Your room, in your own words: the more we know, the better we can help.",
      },
    ],
  },
  {
    id: "booking-form",
    title: "The consultation booking form",
    summary: "For a visit to one of our showrooms, or a site survey at your home.",
    fields: [
      { label: "Kind of visit and office", why: "So that the right people are ready for you." },
      { label: "Preferred times", why: "To find a time that suits you." },
      { label: "Your name", why: "So that we know whom we are expecting." },
      { label: "E-mail address or phone number", why: "To confirm the appointment with you." },
      {
        label: "Suburb or address",
        why: "Where the room will be: a site survey needs it to plan the journey, and for any other visit it helps us prepare.",
      },
      { label: "A note", why: "Anything we should know before we meet." },
    ],
  },
];

const emailJsConfigured = Boolean(
  site.integrations.emailjs.publicKey &&
  site.integrations.emailjs.serviceId &&
  site.integrations.emailjs.templateId,
);

export type Recipient = { id: string; title: string; text: string };

/** Who receives what, as this build is configured. */
export const recipients: readonly Recipient[] = [
  emailJsConfigured
    ? {
        id: "emailjs",
        title: "Your enquiry: EmailJS",
        text: "When you send a form, your browser passes what you wrote to EmailJS, an e-mail delivery service, which delivers it to our own mailbox as an e-mail. EmailJS handles it on our behalf and under its own privacy terms, and may do so outside South Africa. We read it in our mailbox and keep it there.",
      }
    : {
        id: "own-server",
        title: "Your enquiry: our own server",
        text: "When you send a form, your browser passes what you wrote to this website's own server, which adds it to a file of enquiries that only we can read, and notes your name, e-mail address and interests in its log. No other company sees it.",
      },
  {
    id: "alternatives",
    title: "If sending fails",
    text: "The form then offers to send the same enquiry from your own e-mail program or WhatsApp. If you choose one, it travels through that service, like any message you send.",
  },
  site.integrations.reviewsWidgetId
    ? {
        id: "reviews",
        title: "Reviews: Elfsight",
        text: "The reviews on our home page are shown by Elfsight, a third-party service. Its script loads only when you scroll near that section, and never on other pages. Like any website, it sees your browser's address and type when your browser asks it for the reviews, under its own privacy terms. We pass it none of your details.",
      }
    : {
        id: "reviews",
        title: "Reviews",
        text: "No third-party reviews service is in use: the site loads no script from another company.",
      },
  site.integrations.sanity.projectId
    ? {
        id: "blog",
        title: "Articles: Sanity",
        text: "Our articles are served by Sanity, the content service we write them in. When you read the blog, your browser asks Sanity for articles as it asks any website for a page; it receives nothing from you beyond that ordinary request.",
      }
    : {
        id: "blog",
        title: "Articles",
        text: "Our articles are served by this website's own server, like every other page.",
      },
];

/** The visitor's rights under the Protection of Personal Information Act, in plain words. */
export const rights: readonly { id: string; title: string; text: string }[] = [
  {
    id: "access",
    title: "To know what we hold",
    text: "Ask whether we hold personal information about you, and for a copy of it.",
  },
  {
    id: "correction",
    title: "To correct it",
    text: "Ask us to correct anything that is wrong, out of date or incomplete.",
  },
  {
    id: "deletion",
    title: "To have it deleted",
    text: "Ask us to delete what we hold, unless we must keep it, for example the records of work we have done for you.",
  },
  {
    id: "objection",
    title: "To object",
    text: "Object to the way we use your information, and ask us never to contact you with news or offers.",
  },
  {
    id: "complaint",
    title: "To complain",
    text: "If you are unhappy with how we have handled your information, you may complain to the Information Regulator (South Africa), whose contact details are on its official website. We would be grateful for the chance to put it right first.",
  },
];
