/**
 * How long a visit takes, in words: the booking's own figure for a showroom visit
 * (`VISIT_KINDS` in `~/contact/booking`), never typed again.
 */

/** "an hour", "an hour and a half", "half an hour", "45 minutes", "2 hours". */
export function durationWords(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`Not a duration: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return rest === 30 ? "half an hour" : `${rest} minutes`;
  const whole = hours === 1 ? "an hour" : `${hours} hours`;
  if (rest === 0) return whole;
  return rest === 30 ? `${whole} and a half` : `${whole} and ${rest} minutes`;
}
