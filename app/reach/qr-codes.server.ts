// The QR codes the trainer prints on a flyer or puts in a story: the booking
// page's and the site's full addresses, drawn by the qrcode library on the
// server (the browser gets only the picture).
import QRCode from "qrcode";
import { href } from "react-router";

/** What a code may lead to: its name in the file's address and the site's page. */
export const QR_TARGETS = {
  rezerwacja: href("/rezerwacja"),
  strona: href("/"),
} as const;

export type QrTarget = keyof typeof QR_TARGETS;
export type QrFormat = "svg" | "png";

/** A PNG this wide is sharp on an A5 flyer at 300 dpi (about 8.7 cm) and in a story. */
const PNG_WIDTH = 1024;
/**
 * "M" (15 % may be lost) holds a short address in a small code that reads
 * well from a printed flyer; four modules of quiet zone, as the standard asks.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } } as const;

/** The page's full address: the site's configured address and the page's path ("/" stays "https://…/"). */
export function qrAddress(siteUrl: string, target: QrTarget): string {
  return `${siteUrl}${QR_TARGETS[target]}`;
}

export function qrSvg(address: string): Promise<string> {
  return QRCode.toString(address, { ...OPTIONS, type: "svg" });
}

export function qrPng(address: string): Promise<Buffer> {
  return QRCode.toBuffer(address, { ...OPTIONS, type: "png", width: PNG_WIDTH });
}

/** The file's name when downloaded, e.g. "kod-qr-rezerwacja.png". */
export const qrFileName = (target: QrTarget, format: QrFormat) => `kod-qr-${target}.${format}`;

/** The target and format a file name names, if it is one of ours. */
export function qrFileOf(name: string): { target: QrTarget; format: QrFormat } | undefined {
  const match = /^kod-qr-([a-z]+)\.(svg|png)$/.exec(name);
  if (!match || !Object.hasOwn(QR_TARGETS, match[1]!)) return undefined;
  return { target: match[1] as QrTarget, format: match[2] as QrFormat };
}
