// The text of an uploaded file: UTF-8 when it is valid UTF-8 (a BOM is
// dropped), else windows-1250, which Polish Excel writes when it saves a CSV.

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1250").decode(bytes);
  }
}

/** How many lines the bytes have (a row limit checked before anything is parsed). */
export function countLines(bytes: Uint8Array): number {
  let lines = 1;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  return lines;
}
