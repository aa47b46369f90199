/**
 * Every page that is prerendered to HTML at build time, and which of them belong in the sitemap.
 * Used by react-router.config.ts and by the sitemap route, so the two cannot drift apart.
 */

/** Pages that search engines should index, in sitemap order. */
export async function indexablePaths(): Promise<string[]> {
  return ["/", "/about"];
}

/** The path whose prerendered HTML becomes `404.html` (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = "/404";

export async function prerenderPaths(): Promise<string[]> {
  return [...(await indexablePaths()), NOT_FOUND_PATH, "/sitemap.xml", "/robots.txt"];
}
