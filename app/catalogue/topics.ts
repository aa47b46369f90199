/**
 * What an enquiry can be about: the five saunas by their slugs, and the other interests the
 * enquiry form offers. Apart from the rest of the range so that the site's shell, which needs only
 * the type, does not carry the labels.
 */
import type { SaunaSlug } from "../content/range-core";

/**
 * The interests the enquiry form offers beyond the saunas, in its order. A visitor may tick any of
 * these, and at most two saunas.
 */
export const otherInterests = [
  { topic: "steam-room", label: "Steam room" },
  { topic: "ice-bath", label: "Ice bath" },
  { topic: "diy-kit", label: "DIY sauna kit" },
  { topic: "heater", label: "Sauna heater" },
  { topic: "accessories", label: "Accessories and aromas" },
] as const;

/** What an enquiry can be about: a sauna by its slug, or one of the other interests. */
export type EnquiryTopic = SaunaSlug | (typeof otherInterests)[number]["topic"];
