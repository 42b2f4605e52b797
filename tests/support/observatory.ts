import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { TlsFront } from "./tls-front";

export type ObservatoryResult = {
  statusCode: number;
  grade: string;
  score: number;
  results: { test: string; result: string; pass: boolean; scoreModifier: number }[];
};

/** The MDN HTTP Observatory's grade of one page behind a TLS front (tests/support/observatory-scan.ts). */
export async function observatoryScan(front: TlsFront, pagePath: string, cookies: string[] = []): Promise<ObservatoryResult> {
  const input = JSON.stringify({ httpPort: front.httpPort, httpsPort: front.httpsPort, path: pagePath, cookies });
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, "observatory-scan.ts"), input], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certificateFile },
  });
  return JSON.parse(stdout) as ObservatoryResult;
}
