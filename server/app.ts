// The server bundle's entry (build/server/index.js): what server.js starts in
// production. Development starts server/dev-app.ts instead; the command-line
// scripts have an entry of their own (server/cli.ts).
import { serveSite } from "./site-server";
import { siteRouter } from "./site-router";

// Imported dynamically so that the build keeps the server build in a chunk of
// its own (React Router looks for it there), but once, at start.
const build = await import("virtual:react-router/server-build");

/** Starts the production server (server.js calls it) with this bundle's React Router and its page cache. */
export const startSite = async (): Promise<void> => serveSite(await siteRouter(build, { pageCache: true }));
