import { configuratorPricing } from "./configurator-pricing";
import { customer } from "./customer";
import { faqQuestion } from "./faq-question";
import { faqWords } from "./faq-words";
import { galleryCategory } from "./gallery-category";
import { guideFigures } from "./guide-figures";
import { installationGuideWords, warrantyGuideWords } from "./guide-words";
import { office } from "./office";
import { pageWords } from "./page-words";
import { priceTerms } from "./price-terms";
import { privacyWords } from "./privacy-words";
import { project } from "./project";
import { post } from "./post";
import { rangeItem } from "./range-item";
import { siteBuild } from "./site-build";
import { siteSettings } from "./site-settings";
import { testimonial } from "./testimonial";
import { timberWords } from "./timber-words";
import { tourWords } from "./tour-words";

/** Every document type editors work with, as the Studio and the site's schema test load them. */
export const schemaTypes = [
  post,
  rangeItem,
  priceTerms,
  configuratorPricing,
  galleryCategory,
  project,
  customer,
  testimonial,
  office,
  siteSettings,
  privacyWords,
  guideFigures,
  installationGuideWords,
  warrantyGuideWords,
  faqWords,
  faqQuestion,
  pageWords,
  timberWords,
  tourWords,
  siteBuild,
];
