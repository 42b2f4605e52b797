import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("oferta", "routes/offer.tsx"),
  route("galeria", "routes/gallery.tsx"),
  route("osiagniecia", "routes/achievements.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("dziekujemy", "routes/thanks.tsx"),
  route("polityka-prywatnosci", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
