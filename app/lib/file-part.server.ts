// Reading the one file of a multipart body with limits enforced while it
// streams (the photos' upload, the clients' import): past the file's limit
// busboy drops the rest, and the rest of the body is read and dropped for at
// most DRAIN_MS, so that the browser gets the answer (a connection closed
// while it still sends shows as a network error instead); past the body's
// limit reading stops at once.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";

const DRAIN_MS = 30_000;

export type FilePart = { bytes: Buffer | null; tooLarge: boolean; fileName: string };

export type FilePartLimits = { maxFileBytes: number; maxBodyBytes: number };

/** Reads the one file of a multipart body, keeping at most `maxFileBytes` of it; rejects when the body is cut off. */
export function readFilePart(request: Request, { maxFileBytes, maxBodyBytes }: FilePartLimits): Promise<FilePart> {
  return new Promise((resolve, reject) => {
    const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    const parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { files: 1, fileSize: maxFileBytes, fields: 10, parts: 12 },
    });
    let bytes: Buffer | null = null;
    let fileName = "";
    let tooLarge = false;
    let read = 0;
    let drainTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(drainTimer);
      resolve({ bytes, tooLarge, fileName });
    };
    // Once the file is too large, that is the answer, however the rest of the body ends.
    const fail = (error: Error) => (tooLarge ? finish() : reject(error));
    const stopReading = () => {
      tooLarge = true;
      bytes = null;
      body.unpipe(parser);
      body.destroy();
      finish();
    };
    body.on("data", (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > maxBodyBytes) stopReading();
    });
    parser.on("file", (_name, file, info) => {
      fileName = info.filename ?? "";
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        // Busboy drops the rest of the file from here on; the body is still read.
        tooLarge = true;
        chunks.length = 0;
        drainTimer = setTimeout(stopReading, DRAIN_MS);
      });
      file.on("end", () => {
        if (!tooLarge) bytes = Buffer.concat(chunks);
      });
      // A body that ends inside the file fails here too; unheard, this error would stop the process.
      file.on("error", fail);
    });
    parser.on("close", finish);
    parser.on("error", fail);
    body.on("error", fail);
    body.pipe(parser);
  });
}
