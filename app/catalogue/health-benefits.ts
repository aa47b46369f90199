/**
 * The health benefits of the saunas listing: the business's words (Pages' words, Sauna
 * collections, Health benefits), which name no figure.
 */
import { sections } from "../content/generated/pages/products";
import { pageList } from "./page-lists";
import type { HealthBenefit } from "./schemas";

export const healthBenefits: HealthBenefit[] = pageList(sections.benefits);
