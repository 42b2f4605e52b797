import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";

export { env } from "~/env.server";

/** The React Router request handler: every page not served as a static file. */
export const app = express();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: () => new RouterContextProvider(),
  }),
);
