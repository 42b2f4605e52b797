import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** Serves an Express app on a free local port for a test; `close` stops it. */
export async function serveExpress(app: Express): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
