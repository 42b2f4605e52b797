// `npm start`: reads .env, builds when needed (see ensure-build.js), then
// starts the server, which migrates the database before taking requests.
import { existsSync } from "node:fs";
import { ensureBuild } from "./ensure-build.js";

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();

await import("../server.js");
