// A free TCP port on 127.0.0.1 for a server a script starts.
import { createServer, type AddressInfo } from "node:net";

// Ports fetch refuses (the "bad ports" list): never hand one of these out.
const BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!BAD_PORTS.has(port)) return port;
  }
}
