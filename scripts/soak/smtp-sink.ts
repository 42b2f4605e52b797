/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The SMTP server the instances mail to during a soak run (the `smtp-server`
// package, as in tests/support/smtp-sink.ts): keeps every message it accepts,
// and can be stopped and started again on the same port (an outage).
import { SMTPServer } from "smtp-server";

/**
 * @returns {Promise<{ port: number; url: string; messages: object[]; running: () => boolean; stop: () => Promise<void>; start: () => Promise<void> }>}
 */
export async function startSmtpSink() {
  const messages = [];
  let server = null;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      logger: false,
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      // An outage closes the connections the app keeps open within a second.
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          messages.push({ at: Date.now(), ...parseMail(envelope, Buffer.concat(chunks).toString("utf8")) });
          callback();
        });
      },
    });
    next.on("error", () => {});
    await new Promise((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    port = next.server.address().port;
    server = next;
  };

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    running: () => server !== null,
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      await new Promise((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (server) return;
      // The port was ours a moment ago; a socket in TIME_WAIT may hold it briefly.
      for (let attempt = 0; ; attempt++) {
        try {
          return await listen();
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
  };
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, with the space between adjacent words dropped. */
function decodeEncodedWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset, encoding, data) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function splitPart(raw) {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headerLines = head
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
  return { headerLines, body };
}

const headerOf = (part, name) => part.headerLines.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** The decoded text of every leaf part, keyed by its content type. */
function leafParts(part, found) {
  const type = headerOf(part, "Content-Type") ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const section of part.body.split(`--${boundary}`).slice(1, -1)) leafParts(splitPart(section.replace(/^\r\n/, "")), found);
    return found;
  }
  const encoding = (headerOf(part, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(part.body, "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, "utf8");
  const key = type.split(";")[0].trim().toLowerCase();
  if (!found.has(key)) found.set(key, bytes.toString("utf8").replace(/\r\n/g, "\n"));
  return found;
}

function parseMail(envelope, raw) {
  const message = splitPart(raw);
  const parts = leafParts(message, new Map());
  const header = (name) => {
    const value = headerOf(message, name);
    return value === undefined ? undefined : decodeEncodedWords(value);
  };
  return { envelope, subject: header("Subject") ?? "", messageId: header("Message-ID") ?? "", raw, text: parts.get("text/plain") ?? "" };
}
