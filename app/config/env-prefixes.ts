// Environment variables with these prefixes are readable in the browser bundle (Vite's envPrefix).
// Everything configurable in this site is public by nature; never give a secret one of these names.
export const PUBLIC_ENV_PREFIXES = ["SITE_", "SANITY_", "EMAILJS_", "REVIEWS_"] as const;
