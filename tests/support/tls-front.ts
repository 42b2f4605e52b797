// What stands in front of the app in production (Caddy or nginx, see
// docs/deployment.md), reduced to what a test needs: TLS on one port with a
// self-signed certificate for `localhost`, the app behind it with
// X-Forwarded-For and X-Forwarded-Proto, and plain http on another port that
// redirects to https.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type TlsFront = {
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate, for clients that must trust it (NODE_EXTRA_CA_CERTS). */
  certificateFile: string;
  close(): Promise<void>;
};

function selfSignedCertificate() {
  const directory = mkdtempSync(path.join(tmpdir(), "tls-front-"));
  const keyFile = path.join(directory, "key.pem");
  const certificateFile = path.join(directory, "certificate.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certificateFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certificateFile), certificateFile };
}

async function listen(server: http.Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Starts a TLS front for the app at the address `app` gives when a request
 * comes (the app starts after the front: its SITE_URL is the front's origin).
 */
export async function startTlsFront(app: () => string): Promise<TlsFront> {
  const { key, cert, certificateFile } = selfSignedCertificate();
  const secure = https.createServer({ key, cert }, (request, response) => {
    const { hostname, port } = new URL(app());
    const upstream = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": request.socket.remoteAddress, "x-forwarded-proto": "https" },
      },
      (answer) => {
        // Raw headers keep every Set-Cookie line as the app sent it.
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const httpsPort = await listen(secure);
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url}` }).end();
  });
  const httpPort = await listen(plain);
  const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    httpPort,
    httpsPort,
    certificateFile,
    async close() {
      await Promise.all([close(secure), close(plain)]);
    },
  };
}
