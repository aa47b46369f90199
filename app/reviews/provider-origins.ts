/** Where the reviews provider's script, styles, images and API live (used by the CSP). */
export const REVIEWS_ORIGINS = [
  "https://static.elfsight.com",
  "https://*.elfsight.com",
  "https://*.elfsightcdn.com",
] as const;
