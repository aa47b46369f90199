/**
 * What an enquiry can be about: the sauna collections by their slugs, and the other interests the
 * enquiry form offers. Apart from the rest of the range so that the site's shell, which needs only
 * the type, does not carry the labels.
 */
import type { SaunaSlug } from "../content/range-core";

import { otherInterests } from "../content/interests";

export { otherInterests };

/** An interest other than a sauna: steam room, ice bath, DIY kit, heater, accessories. */
export type InterestTopic = (typeof otherInterests)[number]["topic"];

/** What an enquiry can be about: a sauna by its slug, or one of the other interests. */
export type EnquiryTopic = SaunaSlug | InterestTopic;
