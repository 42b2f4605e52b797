import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { maskAddress, maskPersonalData } from "./mask-personal-data";

/** An id a proxy in front already gave the request is kept, if it looks like one. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/** The address as logged: query values decoded (so %40 hides no e-mail) and masked. */
export function maskUrl(url: string): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return path;
  const params = [...new URLSearchParams(query)].map(([key, value]) => `${key}=${maskPersonalData(value)}`);
  return `${path}?${params.join("&")}`;
}

/**
 * One JSON line per request, with an id that is also sent back in
 * X-Request-Id, so a visitor's "it did not work" can be found in the log.
 * Only method, masked address, status and time: no headers (cookies), no
 * bodies. /healthz is left out: it is polled every few seconds.
 */
export function requestLog(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    genReqId(req, res) {
      const forwarded = req.get("X-Request-Id");
      const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" },
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ id: req.id, method: req.method, url: maskUrl(req.originalUrl), client: maskAddress(req.ip ?? "") }),
      res: (res: Response) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res) => `${req.method} ${maskUrl(req.originalUrl)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${maskUrl(req.originalUrl)} ${res.statusCode}`,
  });
}
