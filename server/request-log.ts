import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { maskAddress, maskPersonalData } from "./mask-personal-data";

/** An id a proxy in front already gave the request is kept, if it looks like one. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/** Percent-decoded, as React Router matches an address. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not valid percent-encoding: React Router answers it 400; judged as written.
    return text;
  }
}

/** /admin and below, however spelled (/ADMIN, /%61dmin, //admin.data): what React Router would match. */
function isAdminPath(path: string): boolean {
  return /^\/+admin(?:[/.]|$)/i.test(decoded(path));
}

/**
 * The secret segment of a bearer address hidden: a booking's own page
 * (/rezerwacja/42-<MAC>, its .data and wydarzenie.ics) keeps only the
 * booking's number, the trainer's feed (/kalendarz/<secret>.ics) and the
 * client's sign-in link and feed (/moje-treningi/…) and the waitlist's
 * confirmation link (/lista-oczekujacych/potwierdz/…) nothing.
 */
function maskSecretPath(path: string): string {
  // A client's sign-in link and own feed (/moje-treningi/wejscie/<token>, /moje-treningi/kalendarz/<id>-<mac>.ics), a waitlist's link: nothing of the secret.
  const own = /^(\/+(?:moje-treningi\/+(?:wejscie|kalendarz)|lista-oczekujacych\/+potwierdz)\/+)([^/]+)(.*)$/is.exec(decoded(path));
  if (own) return `${own[1]}…${/(?:\.ics)?(?:\.data)?$/i.exec(own[2]!)![0]}${own[3]}`;
  const match = /^(\/+([^/]+)\/)([^/]+)(.*)$/s.exec(path);
  const first = decoded(match?.[2] ?? "").toLowerCase();
  if (!match || (first !== "rezerwacja" && first !== "kalendarz")) return path;
  const secret = decoded(match[3]!);
  const number = first === "rezerwacja" ? (/^\d+-/.exec(secret)?.[0] ?? "") : "";
  const ending = /(?:\.ics)?(?:\.data)?$/i.exec(secret)![0];
  return `${match[1]}${number}…${ending}${match[4]}`;
}

/**
 * The address as logged: bearer secrets in the path hidden, query values
 * decoded (so %40 hides no e-mail) and masked. The inbox's are hidden whole:
 * a search for a surname is personal data that no pattern recognises.
 */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return maskSecretPath(url);
  const path = maskSecretPath(url.slice(0, queryStart));
  const mask = isAdminPath(path) ? () => "***" : maskPersonalData;
  const params = [...new URLSearchParams(url.slice(queryStart + 1))].map(([key, value]) => `${key}=${mask(value)}`);
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
      // 96 random bits in 16 characters: unique enough to find one request, and 20 bytes fewer than a UUID in every answer's first round trip.
      const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomBytes(12).toString("base64url");
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
