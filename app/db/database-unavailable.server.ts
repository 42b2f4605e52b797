// Whether an error means the database is away (restarting, unreachable, or
// too busy to answer in time) rather than that the request was wrong: such a
// request is answered 503 with Retry-After, the way a visitor's browser and a
// load balancer understand "try again shortly".

/** Seconds a client is asked to wait: about what a PostgreSQL restart takes. */
export const RETRY_AFTER_SECONDS = 30;

const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "SQLITE_BUSY", "SQLITE_LOCKED"]);
// PostgreSQL: connection exceptions (08…), shutting down or starting up (57P01–57P03), too many connections (53300).
const POSTGRES_CODES = /^(08...|57P0[1-3]|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NODE_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
  }
  return false;
}
