/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm start`: reads .env, builds when needed (see ensure-build.ts), then
// starts the server, which migrates the database before taking requests.
import { existsSync } from "node:fs";
import { ensureBuild } from "./ensure-build.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();

await import("../server.js");
