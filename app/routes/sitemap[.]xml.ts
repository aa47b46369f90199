import { canonicalUrl } from "~/seo/meta";
import { indexablePaths } from "~/prerender";

export async function loader() {
  const urls = (await indexablePaths())
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(path))}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
