// What the panel's QR codes lead to (the booking page and the site) and
// the names of their files: "kod-qr-rezerwacja.png".
import { href } from "react-router";

/** What a code may lead to: its name in the file's address and the site's page. */
export const QR_TARGETS = {
  rezerwacja: href("/rezerwacja"),
  strona: href("/"),
} as const;

export type QrTarget = keyof typeof QR_TARGETS;
export type QrFormat = "svg" | "png";

/** The page's full address: the site's configured address and the page's path ("/" stays "https://…/"). */
export function qrAddress(siteUrl: string, target: QrTarget): string {
  return `${siteUrl}${QR_TARGETS[target]}`;
}

/** The file's name when downloaded, e.g. "kod-qr-rezerwacja.png". */
export const qrFileName = (target: QrTarget, format: QrFormat) => `kod-qr-${target}.${format}`;

/** The target and format a file name names, if it is one of ours. */
export function qrFileOf(name: string): { target: QrTarget; format: QrFormat } | undefined {
  const match = /^kod-qr-([a-z]+)\.(svg|png)$/.exec(name);
  if (!match || !Object.hasOwn(QR_TARGETS, match[1]!)) return undefined;
  return { target: match[1] as QrTarget, format: match[2] as QrFormat };
}
