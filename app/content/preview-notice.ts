/**
 * What a preview's notice names as examples: the kinds of example detail still live (contacts,
 * addresses, social links) and any invented customer or quote. The footer draws it into the
 * prerendered page only, so none of this reaches the browser's bundle.
 */
import { customers, testimonials } from "~/content/generated/proof";

import type { ExampleSetting } from "../config/example-values";
import { isExample } from "../config/example-settings";
import { isProduction } from "../config/examples";
import { OFFICE_IDS, officeSetting } from "../config/offices";

const exampleKinds: { name: string; settings: readonly ExampleSetting[] }[] = [
  {
    name: "phone numbers and e-mail addresses",
    settings: [
      ...OFFICE_IDS.map((id) => officeSetting(id, "PHONE")),
      "SITE_WHATSAPP_NUMBER",
      "SITE_EMAIL_GENERAL",
      "SITE_EMAIL_SALES",
      "SITE_INFORMATION_OFFICER_NAME",
      "SITE_INFORMATION_OFFICER_EMAIL",
    ],
  },
  {
    name: "showroom addresses",
    settings: OFFICE_IDS.flatMap((id) => [
      officeSetting(id, "ADDRESS"),
      officeSetting(id, "COORDINATES"),
    ]),
  },
  {
    name: "social media links",
    settings: ["SITE_FACEBOOK_URL", "SITE_INSTAGRAM_URL", "SITE_LINKEDIN_URL"],
  },
];

/**
 * The kinds of example a preview shows, as its notice names them ("showroom addresses",
 * "customer names"); none in production, which shows no examples.
 */
export function previewExamples(production = isProduction): string[] {
  if (production) return [];
  return [
    ...exampleKinds.filter((kind) => kind.settings.some(isExample)).map((kind) => kind.name),
    ...(customers.some((customer) => customer.placeholder) ? ["customer names"] : []),
    ...(testimonials.some((quote) => quote.placeholder) ? ["client quotes"] : []),
  ];
}
