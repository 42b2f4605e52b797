import { env } from "~/env.server";
import { canonicalUrl } from "~/lib/page-meta";
import { publicPages } from "~/lib/public-pages";

export function loader() {
  const urls = publicPages.filter((page) => page.indexed).map((page) => `  <url><loc>${canonicalUrl(env.SITE_URL, page.path)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
