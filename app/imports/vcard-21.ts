// vCard 2.1, as Android phones still export contacts, written as the 3.0
// that ical.js reads: a bare parameter ("TEL;CELL") named ("TYPE=CELL"),
// and a QUOTED-PRINTABLE value (its soft line breaks joined) decoded to
// UTF-8 text ("=C5=81ucja" is "Łucja"). ical.js does the rest of the format.

const QUOTED_PRINTABLE = /;ENCODING=QUOTED-PRINTABLE/i;

function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder("utf-8");
  }
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  for (const part of value.split(/(=[0-9A-Fa-f]{2})/)) {
    if (/^=[0-9A-Fa-f]{2}$/.test(part)) bytes.push(parseInt(part.slice(1), 16));
    else bytes.push(...encoder.encode(part));
  }
  return decoderFor(charset).decode(Uint8Array.from(bytes));
}

/** One content line ("NAME;PARAMS:value") with its parameters named and its value decoded. */
function namedLine(line: string): string {
  const colon = line.indexOf(":");
  if (colon < 0) return line;
  const [name, ...params] = line.slice(0, colon).split(";");
  let value = line.slice(colon + 1);
  const charset = params.find((param) => /^CHARSET=/i.test(param))?.slice(8) ?? "utf-8";
  if (params.some((param) => /^ENCODING=QUOTED-PRINTABLE$/i.test(param))) value = decodeQuotedPrintable(value, charset).replace(/\r?\n/g, "\\n");
  const kept = params.filter((param) => !/^(ENCODING|CHARSET)=/i.test(param)).map((param) => (param.includes("=") ? param : `TYPE=${param}`));
  return [[name, ...kept].join(";"), value].join(":");
}

/** A card's lines (unfolded where quoted-printable breaks them softly) as ical.js reads them. */
export function asVcard3(lines: string[]): string {
  const joined: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    let line = lines[at]!;
    if (QUOTED_PRINTABLE.test(line.slice(0, line.indexOf(":")))) {
      while (line.endsWith("=") && at + 1 < lines.length) line = line.slice(0, -1) + lines[++at];
    }
    joined.push(/^\s/.test(line) ? line : namedLine(line));
  }
  return joined.join("\r\n").replace(/^VERSION:2\.1$/im, "VERSION:3.0");
}
