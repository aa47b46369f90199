/**
 * An item's words as its card and page give them: the business's, where it has written its own in
 * the content studio (the item's Range item, "What we say of it"), otherwise the site's. The site's
 * own may quote the range's figures; the business's give none (the content check refuses a
 * measurement, a price or a time in them), so the two can never disagree with the figures shown
 * beside them.
 */
import { descriptions } from "../content/generated/words";

export function wordsOf(slug: string, ours: string): string {
  return descriptions[slug] ?? ours;
}

/** Each item of a list with its words, by its id. */
export function withWords<T extends { id: string; description: string }>(items: T[]): T[] {
  return items.map((item) => ({ ...item, description: wordsOf(item.id, item.description) }));
}
