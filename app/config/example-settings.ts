/**
 * Whether a setting is still at its example value: what a preview marks as an example (an office's
 * address) and the footer's notice names. Apart from `examples.ts` so that pages which never show
 * a setting do not carry the example values.
 */
import { env } from "./env";
import { EXAMPLE_VALUES, type ExampleSetting } from "./example-values";
import { isProduction } from "./examples";

export function isExample(setting: ExampleSetting): boolean {
  return env[setting] === EXAMPLE_VALUES[setting];
}

/**
 * The details a visitor reads (phone numbers, e-mail addresses, WhatsApp, a showroom's street
 * address, the information officer) that are still example values in this preview; none in
 * production, whose launch check refuses them.
 */
const exampleDetails: ReadonlySet<string> = new Set(
  isProduction
    ? []
    : (Object.keys(EXAMPLE_VALUES) as ExampleSetting[])
        .filter((setting) => setting !== "SITE_URL" && isExample(setting))
        .map((setting) => env[setting]),
);

/** Whether a detail as shown is an example, to be marked as one where it stands. */
export function isExampleDetail(value: string): boolean {
  return exampleDetails.has(value);
}
