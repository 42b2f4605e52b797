import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/lib/request-context";

export { createDatabase } from "~/db.server";
export { env } from "~/env.server";
export { migrateToLatest } from "~/migrations.server";
export { startServices } from "./services";

/** The React Router request handler: every page not served as a static file. */
export const app = express();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      return context;
    },
  }),
);
