import { pino } from "pino";
import { env } from "~/env.server";

/**
 * JSON lines on standard output (journald, Docker and log shippers read them
 * as they are). Never give it a message body, an e-mail address or a phone
 * number unmasked: see server/mask-personal-data.ts.
 */
export const logger = pino({
  level: env.LOG_LEVEL,
  timestamp: pino.stdTimeFunctions.isoTime,
});
