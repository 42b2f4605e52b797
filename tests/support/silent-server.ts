// A host that never answers, for tests: it accepts TCP connections on
// 127.0.0.1 and then says nothing, as a stalled push service would.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Connections accepted so far. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
