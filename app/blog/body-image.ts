/**
 * An image in a post's body, checked as `imageSchema` (schemas.ts) checks it, but without zod:
 * the body renders while the page hydrates, and zod loaded for this one check cost a phone about
 * 50 ms of main thread and 24 KB gzip. body-image.test.ts holds the two to the same answers.
 */
import type { DatasetImage } from "~/dataset/image-schema";

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNullish = (value: unknown): value is null | undefined =>
  value === null || value === undefined;
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isSize = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;

/** `{ [key]: number }` for each of `keys`, null or undefined as given, or false when invalid. */
function numbers<K extends string>(value: unknown, keys: readonly K[]) {
  if (isNullish(value)) return value;
  if (!isFields(value) || !keys.every((key) => isNumber(value[key]))) return false;
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Record<K, number>;
}

/** The image as the schema would return it (alt text trimmed, unknown fields left out), or null. */
export function parseBlogImage(value: unknown): DatasetImage | null {
  if (!isFields(value) || !isFields(value.asset)) return null;
  const { alt, caption, asset } = value;
  const crop = numbers(value.crop, ["top", "bottom", "left", "right"]);
  const hotspot = numbers(value.hotspot, ["x", "y", "height", "width"]);
  if (typeof alt !== "string" || alt.trim() === "") return null;
  if (!isNullish(caption) && typeof caption !== "string") return null;
  if (crop === false || hotspot === false) return null;
  const { _id, url, width, height, lqip } = asset;
  if (!isText(_id) || !isText(url) || !isSize(width) || !isSize(height)) return null;
  if (!isNullish(lqip) && typeof lqip !== "string") return null;
  const image: DatasetImage = { alt: alt.trim(), asset: { _id, url, width, height } };
  if ("lqip" in asset) image.asset.lqip = lqip;
  if ("caption" in value) image.caption = caption;
  if ("crop" in value) image.crop = crop;
  if ("hotspot" in value) image.hotspot = hotspot;
  return image;
}
