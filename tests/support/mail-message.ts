// A message as an SMTP sink received it, read as the tests and the soak run
// check it: the envelope, the unfolded headers (encoded words decoded on
// request) and the decoded text and HTML parts.
import type { SMTPServerSession } from "smtp-server";

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  /** The message as it came over the wire. */
  raw: string;
  /** Unfolded header lines, in order, as [name, raw value]. */
  headerLines: [string, string][];
  /** A header with RFC 2047 encoded words decoded, or undefined. */
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** The parts sent as attachments (Content-Disposition: attachment), decoded: as text, and as bytes (a PDF). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
};

/** The envelope's sender and recipients, as the session holds them when the data arrives. */
export function envelopeOf(session: SMTPServerSession): ReceivedMail["envelope"] {
  return {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?UTF-8?Q?…?= and =?UTF-8?B?…?=, with the space between adjacent words dropped. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

type Part = { headerLines: [string, string][]; body: string };

function splitPart(raw: string): Part {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headerLines = head
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
  return { headerLines, body };
}

function headerOf(part: Part, name: string): string | undefined {
  return part.headerLines.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

type Attachment = ReceivedMail["attachments"][number];

/** The decoded text of every leaf part, keyed by its content type; attachments apart, so that an attached HTML file is not the body. */
function leafParts(part: Part, found: Map<string, string>, attachments: Attachment[] = []): Map<string, string> {
  const type = headerOf(part, "Content-Type") ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) leafParts(splitPart(section.replace(/^\r\n/, "")), found, attachments);
    return found;
  }
  const disposition = headerOf(part, "Content-Disposition") ?? "";
  const encoding = (headerOf(part, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(part.body, "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, "utf8");
  const contentType = type.split(";")[0]!.trim().toLowerCase();
  const content = bytes.toString("utf8").replace(/\r\n/g, "\n");
  if (/^attachment/i.test(disposition)) {
    const filename = decodeEncodedWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "");
    attachments.push({ filename, contentType, content, bytes });
  } else found.set(contentType, content);
  return found;
}

export function parseMail(envelope: ReceivedMail["envelope"], raw: string): ReceivedMail {
  const message = splitPart(raw);
  const attachments: Attachment[] = [];
  const parts = leafParts(message, new Map(), attachments);
  return {
    envelope,
    raw,
    headerLines: message.headerLines,
    header: (name) => {
      const value = headerOf(message, name);
      return value === undefined ? undefined : decodeEncodedWords(value);
    },
    text: parts.get("text/plain") ?? "",
    html: parts.get("text/html") ?? "",
    attachments,
  };
}
