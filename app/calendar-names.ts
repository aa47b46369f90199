/**
 * The names of the months and the days as the site writes dates ("Tuesday 1 December 2026"): the
 * same in every browser and at build time, without the weight of Intl's locale data.
 */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Sunday first, as `Date.getUTCDay()` counts. */
export const DAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
