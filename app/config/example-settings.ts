/**
 * Whether a setting is still at its example value: what a preview marks as an example (an office's
 * address) and the footer's notice names. Apart from `examples.ts` so that pages which never show
 * a setting do not carry the example values.
 */
import { env } from "./env";
import { EXAMPLE_VALUES, type ExampleSetting } from "./example-values";

export function isExample(setting: ExampleSetting): boolean {
  return env[setting] === EXAMPLE_VALUES[setting];
}
