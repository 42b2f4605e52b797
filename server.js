// The production server (server/site-server.ts, built into build/server/).
// React, React Router and Express choose their production builds and
// behaviour (no stack traces in error pages) from NODE_ENV; it must be set
// before the build is imported. Without it, every page rendered at about a
// third of the speed.
process.env.NODE_ENV ??= "production";

// A wrong variable (env.server.ts checks them as the build loads) is one
// line saying which and why, not a stack trace, and a non-zero exit.
const { startSite } = await import("./build/server/index.js").catch((error) => {
  if (error?.name !== "ConfigurationError") throw error;
  console.error(error.message);
  process.exit(1);
});
await startSite();
