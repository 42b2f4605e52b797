// The production server (server/site-server.ts, built into build/server/).
// React, React Router and Express choose their production builds and
// behaviour (no stack traces in error pages) from NODE_ENV; it must be set
// before the build is imported. Without it, every page rendered at about a
// third of the speed.
process.env.NODE_ENV ??= "production";

const { startSite } = await import("./build/server/index.js");
await startSite();
