/**
 * How visitors reach the business, everywhere the site shows it: the e-mail addresses, WhatsApp,
 * the social pages, the information officer the privacy notice names, each day's opening hours and
 * the public holidays, and how soon the business replies. One document. Until a contact is filled in, the site shows an example value,
 * marks it as one, and will not launch.
 */
import { defineField, defineType } from "@sanity/types";

import { officeSlugs } from "./office";
import { checkOpeningHours, DAY_STATUSES, DAYS } from "../rules/hours";
import { internationalPhone } from "../rules/phone";
import { REPLY_HOURS, replyHoursProblem } from "../rules/reply";

/** South Africa's nine provinces, as an address names them. */
export const PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
] as const;

const email = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "string",
    validation: (rule) =>
      rule.required().email().error("An e-mail address, such as hello@vaja.co.za"),
  });

const page = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: "The page's full address, starting https://",
    type: "url",
    validation: (rule) => rule.required().uri({ scheme: ["https", "http"] }),
  });

/** An open day's time; hidden on a day by appointment or closed. */
const time = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: "24-hour time: 07:30, 17:00.",
    type: "string",
    hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status !== "open",
  });

/** A province, one of the nine, required. */
export const provinceField = defineField({
  name: "province",
  type: "string",
  options: { list: [...PROVINCES] },
  validation: (rule) => rule.required(),
});

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Contact details",
  type: "document",
  fields: [
    defineField({
      name: "emails",
      title: "E-mail",
      type: "object",
      fields: [
        email("general", "General", "On every page, and the Johannesburg showroom's address."),
        email("sales", "Quotes", "For quotes, and the Cape Town showroom's address."),
      ],
    }),
    defineField({
      name: "whatsapp",
      title: "WhatsApp number",
      description: "With the country code, as a visitor would dial it: +27 82 000 0000.",
      type: "string",
      validation: (rule) => rule.required().custom(internationalPhone),
    }),
    defineField({
      name: "replyHours",
      title: "How soon you reply (hours)",
      description: `How soon you answer an enquiry or a request to book a visit, in hours (${REPLY_HOURS.least} to ${REPLY_HOURS.most}): the forms, the thank-you page, the booking page and any words that name {replyTime} say "within ${REPLY_HOURS.proposed} hours". Until you set it, the site promises ${REPLY_HOURS.proposed}.`,
      type: "number",
      validation: (rule) =>
        rule.custom((value) => (value === undefined ? true : (replyHoursProblem(value) ?? true))),
    }),
    defineField({
      name: "social",
      title: "Social pages",
      type: "object",
      fields: [
        page("facebook", "Facebook"),
        page("instagram", "Instagram"),
        page("linkedin", "LinkedIn"),
      ],
    }),
    defineField({
      name: "informationOfficer",
      title: "Information officer",
      description:
        "The person responsible for personal information, named in the privacy notice as the law asks.",
      type: "object",
      fields: [
        defineField({
          name: "name",
          type: "string",
          validation: (rule) => rule.required().min(2),
        }),
        email("email", "E-mail", "Where a visitor writes about their personal information."),
      ],
    }),
    defineField({
      name: "openingHours",
      title: "Opening hours",
      description:
        "The same at both showrooms: in the footer, on the contact and showroom pages, in what search engines read, and which days and times a visit can be booked. A day by appointment only is asked for in the booking's note; on a closed day or a public holiday no visit can be booked.",
      type: "object",
      fields: [
        defineField({
          name: "days",
          title: "Each day",
          description: "All seven days, Monday to Sunday, in order.",
          type: "array",
          of: [
            {
              type: "object",
              name: "dayHours",
              fields: [
                defineField({
                  name: "day",
                  type: "string",
                  options: { list: DAYS.map(({ value, title }) => ({ value, title })) },
                  readOnly: true,
                }),
                defineField({
                  name: "status",
                  title: "Open",
                  type: "string",
                  options: {
                    list: DAY_STATUSES.map(({ value, title }) => ({ value, title })),
                    layout: "radio",
                    direction: "horizontal",
                  },
                }),
                time("opens", "Opens"),
                time("closes", "Closes"),
              ],
              preview: {
                select: { day: "day", status: "status", opens: "opens", closes: "closes" },
                prepare: ({ day, status, opens, closes }) => ({
                  title: DAYS.find((item) => item.value === day)?.title ?? "A day",
                  subtitle:
                    status === "open"
                      ? `${opens ?? "?"} – ${closes ?? "?"}`
                      : DAY_STATUSES.find((item) => item.value === status)?.title,
                }),
              },
            },
          ],
          options: { sortable: false },
          initialValue: DAYS.map(({ value }) => ({
            _key: value,
            _type: "dayHours",
            day: value,
            status: "closed",
          })),
        }),
        defineField({
          name: "closedDates",
          title: "Public holidays and closed dates",
          description:
            "Days the showrooms are closed and no visit can be booked. Add each year's public holidays before the year begins (a holiday on a Sunday makes the Monday after one too), and any day the President declares.",
          type: "array",
          of: [
            {
              type: "object",
              name: "closedDate",
              fields: [
                defineField({ name: "date", type: "date" }),
                defineField({ name: "name", description: "Christmas Day", type: "string" }),
              ],
              preview: { select: { title: "name", subtitle: "date" } },
            },
          ],
        }),
      ],
      validation: (rule) => rule.required().custom(checkOpeningHours),
    }),
    defineField({
      name: "privacyNotice",
      title: "Privacy notice",
      description:
        "The notice's figures that are yours to decide. Its words are in Privacy policy's words; read the notice at /privacy before you approve it.",
      type: "object",
      fields: [
        defineField({
          name: "retentionMonths",
          title: "Months an enquiry is kept",
          description:
            "How long an enquiry or a booking is kept after the last message when it leads to no work.",
          type: "number",
          validation: (rule) => rule.required().integer().min(1).max(120),
        }),
        defineField({
          name: "retentionConfirmed",
          title: "Confirmed",
          description: "Off while the period is the site's proposal: the launch check lists it.",
          type: "boolean",
          initialValue: false,
        }),
        defineField({
          name: "approved",
          title: "Approved on",
          description:
            "The day you approved the notice, shown on it as the date it was last updated. Set it again when you change the period or the notice's words.",
          type: "date",
        }),
      ],
    }),
    defineField({
      name: "servedPlaces",
      title: "Places served",
      description:
        "The cities your teams design, deliver and install in, and which showroom's team serves each. Each can be named where the site says where you install (every product page, the footer, the showroom pages, what search engines read), offered on the enquiry form (which adds Other itself), or both.",
      type: "array",
      of: [
        {
          type: "object",
          name: "servedPlace",
          fields: [
            defineField({
              name: "city",
              type: "string",
              validation: (rule) => rule.required().min(2).max(40),
            }),
            provinceField,
            defineField({
              name: "office",
              title: "Served from",
              type: "string",
              options: {
                list: officeSlugs.map(({ title, value }) => ({
                  title: `${title} showroom`,
                  value,
                })),
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "namedAsServed",
              title: "Named as a place you install in",
              description:
                "On every product page's 'Available in South Africa', the footer, the showroom pages and what search engines read.",
              type: "boolean",
              initialValue: true,
            }),
            defineField({
              name: "onEnquiryForm",
              title: "Offered on the enquiry form",
              description: "A location a visitor can tick when they send an enquiry.",
              type: "boolean",
              initialValue: true,
            }),
          ],
          preview: { select: { title: "city", subtitle: "province" } },
        },
      ],
      validation: (rule) =>
        rule.max(20).custom(
          (
            places:
              | {
                  city?: string;
                  office?: string;
                  namedAsServed?: boolean;
                  onEnquiryForm?: boolean;
                }[]
              | undefined,
          ) => {
            if (!places?.length) return true;
            const cities = places.map((place) => (place.city ?? "").trim().toLowerCase());
            const twice = cities.find((city, i) => city && cities.indexOf(city) !== i);
            if (twice) return `${twice} is listed twice`;
            if (cities.includes("other")) return 'The enquiry form adds "Other" itself';
            for (const { value: office, title: name } of officeSlugs)
              if (!places.some((place) => place.office === office && place.namedAsServed !== false))
                return `No place named as served is served from the ${name} showroom`;
            if (!places.some((place) => place.onEnquiryForm !== false))
              return "Offer at least one place on the enquiry form";
            return true;
          },
        ),
    }),
    defineField({
      name: "servedPlacesConfirmed",
      title: "Places served: confirmed",
      description:
        "Off while the list is the site's reading, still to be checked: the launch check lists it until it is on.",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: { prepare: () => ({ title: "Contact details" }) },
});
