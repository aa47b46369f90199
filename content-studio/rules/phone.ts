/**
 * A phone number as a visitor dials it from anywhere: the country code after "+", then the number
 * without its leading 0, in groups of digits. The Studio's fields, the site's content check and
 * the site's settings all take a number by this one rule, so that a number the site would turn
 * into a broken link ("011 CALL NOW" became "tel:011") is refused where it is typed.
 */

/** How the rule shows a number, in messages and field descriptions. */
export const PHONE_EXAMPLE = "+27 11 000 0000";

/** The digits a number's country takes after its code, where the site knows them. */
const NATIONAL_DIGITS: Record<string, number> = { "27": 9 };

/** True, or what is wrong with `value`, in an editor's words. */
export function internationalPhone(value: unknown): true | string {
  if (typeof value !== "string" || value.trim() === "")
    return `A phone number, such as ${PHONE_EXAMPLE}`;
  const number = value.trim();
  if (!number.startsWith("+"))
    return `In international form, starting with + and the country code: ${PHONE_EXAMPLE} (South Africa's 011 000 0000 becomes +27 11 000 0000)`;
  if (!/^\+\d[\d ]*\d$/.test(number) || /\s{2,}/.test(number))
    return `Only digits and single spaces after the +, such as ${PHONE_EXAMPLE}`;
  const digits = number.slice(1).replaceAll(" ", "");
  const code = Object.keys(NATIONAL_DIGITS).find((prefix) => digits.startsWith(prefix));
  if (code) {
    const national = digits.slice(code.length);
    if (national.startsWith("0")) return `Leave out the 0 after +${code}: ${PHONE_EXAMPLE}`;
    if (national.length !== NATIONAL_DIGITS[code])
      return `A number with +${code} has ${NATIONAL_DIGITS[code]} digits after it; this one has ${national.length}`;
    return true;
  }
  return digits.length >= 8 && digits.length <= 15
    ? true
    : `Between 8 and 15 digits with the country code; this one has ${digits.length}`;
}
