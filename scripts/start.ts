// `npm start`: reads .env, builds when needed (see ensure-build.ts), then
// starts the server, which migrates the database before taking requests.
import { existsSync } from "node:fs";
import { ensureBuild } from "./ensure-build.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();

// Imported by its URL: server.js imports nothing statically, so TypeScript would not take it for a module.
await import(new URL("../server.js", import.meta.url).href);
