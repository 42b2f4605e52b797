// The server: server/site-server.ts, the same in development and production.
// React, React Router and Express choose their production builds and
// behaviour (no stack traces in error pages) from NODE_ENV; it must be set
// before the build is imported. Without it, every page rendered at about a
// third of the speed.
process.env.NODE_ENV ??= "production";

/** Production: the build's bundle (build/server/index.js). */
async function startProduction() {
  const { startSite } = await import("./build/server/index.js");
  await startSite();
}

/**
 * Development (`npm run dev`, NODE_ENV=development): the sources through
 * Vite in middleware mode, its hot reload on the site's own HTTP server
 * (React Router's custom-server setup; server/dev-app.ts). npm run dev gives
 * Node `--conditions=development`: the packages Node loads itself (React
 * Router's Express adapter) then share React Router's development build with
 * the modules Vite loads; two copies would not know each other's context.
 */
async function startDevelopment() {
  const { createServer } = await import("node:http");
  const vite = await import("vite");
  const server = createServer();
  const sources = await vite.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  const { startDevelopmentSite } = await sources.ssrLoadModule("/server/dev-app.ts");
  await startDevelopmentSite(sources, server);
}

// A wrong variable (env.server.ts checks them as the server's code loads) is
// one line saying which and why, not a stack trace, and a non-zero exit.
await (process.env.NODE_ENV === "development" ? startDevelopment() : startProduction()).catch((error) => {
  if (error?.name !== "ConfigurationError") throw error;
  console.error(error.message);
  process.exit(1);
});
