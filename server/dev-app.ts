// Development's entry (`npm run dev`): server.js loads it through Vite, and
// it starts the same server as production (server/site-server.ts) with Vite's
// middleware serving the sources, hot reload on the site's own port, and
// React Router's build loaded anew for every request, so that an edited
// route module answers the next one without a restart. No page cache: every
// page is rendered from the code as it is now.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { serveSite } from "./site-server";
import { siteRouter } from "./site-router";

export async function startDevelopmentSite(vite: ViteDevServer, server: Server): Promise<void> {
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const router = await siteRouter(build, { pageCache: false });
  await serveSite(router, { server, sources: vite.middlewares as unknown as RequestHandler });
}
