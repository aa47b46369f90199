import { canonicalUrl } from "~/seo/meta";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /contact/thank-you

Sitemap: ${canonicalUrl("/sitemap.xml")}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
