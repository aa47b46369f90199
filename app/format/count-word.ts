/**
 * A count as the site's words write it when it begins a sentence or a heading: a word with a
 * capital ("Five cabins", "Twenty more designs"), the figure in digits past the words it has.
 */
const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** `count` in words, lower case ("twenty-one"), or in digits from a hundred up. */
export function countInWords(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count >= 100) return String(count);
  if (count < 20) return UNITS[count]!;
  const unit = count % 10;
  return `${TENS[Math.floor(count / 10)]}${unit ? `-${UNITS[unit]}` : ""}`;
}

/** `count` in words with a capital, to begin a sentence or a heading ("Twenty"). */
export function countWord(count: number): string {
  const words = countInWords(count);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
