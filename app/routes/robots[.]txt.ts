import { draftsBuild } from "~/config/drafts";
import { paths } from "~/routing/paths";
import { canonicalUrl } from "~/seo/meta";

/** Pages that are prerendered but kept out of search results (they carry noindex too). */
const disallowed = [paths.thankYou];

export function loader() {
  // The editors' preview of drafts is for nobody's index.
  const body = draftsBuild
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *
Allow: /
${disallowed.map((path) => `Disallow: ${path}`).join("\n")}

Sitemap: ${canonicalUrl(paths.sitemap)}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
