import type { Gender } from "~/lib/polish-grammar";
import { panelName } from "~/site-content";
import { PANEL_WORKER } from "./use-panel-worker";

/** The panel's colours: its white pages and the site's ink (app/app.css). */
const BACKGROUND = "#ffffff";
const THEME = "#111418";

/** The web app manifest of the panel: installed, it opens on the agenda and stays within /admin/. */
export function panelManifest(gender: Gender) {
  return {
    name: panelName(gender),
    short_name: "Panel",
    lang: "pl",
    id: "/admin/",
    start_url: "/admin/kalendarz",
    scope: PANEL_WORKER.scope,
    display: "standalone",
    background_color: BACKGROUND,
    theme_color: THEME,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}

/** Its media type (the manifest spec's). */
export const MANIFEST_MEDIA_TYPE = "application/manifest+json";
