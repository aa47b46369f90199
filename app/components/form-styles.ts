/**
 * The look of the calculators' form controls (the sizing calculator, the configurator): a field,
 * its label and hint, and a choice (a radio or a checkbox in a bordered row that shows it is
 * chosen).
 */
export const fieldClass =
  "mt-2 block w-full rounded-xs border border-ink/50 bg-white/70 px-4 py-3 text-base text-ink tabular-nums transition-colors duration-200 ease-calm hover:border-ink focus-visible:border-ink focus-visible:outline-offset-2";
export const labelClass = "text-sm font-medium text-ink";
export const hintClass = "mt-1 text-sm/6 text-muted";
export const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xs border border-ink/25 bg-white/50 px-4 py-3 text-sm transition-colors duration-200 ease-calm hover:border-ink/60 has-checked:border-ink has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember";

/**
 * How many characters a number field must show: its longest whole value at either limit, with
 * the decimals its step allows (a step of 0.01 keeps "30.00"). The `field-number` utility reads it
 * as `--field-chars`, and adds the spin buttons' room.
 */
export function numberFieldChars({
  min,
  max,
  step,
}: {
  min: number;
  max: number;
  step: number;
}): number {
  const decimals = String(step).split(".")[1]?.length ?? 0;
  const whole = Math.max(String(Math.trunc(min)).length, String(Math.trunc(max)).length);
  return whole + (decimals > 0 ? decimals + 1 : 0);
}
