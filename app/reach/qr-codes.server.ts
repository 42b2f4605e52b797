// The QR codes the trainer prints on a flyer or puts in a story, drawn by
// the qrcode library on the server (the browser gets only the picture).
import QRCode from "qrcode";

/** A PNG this wide is sharp on an A5 flyer at 300 dpi (about 8.7 cm) and in a story. */
const PNG_WIDTH = 1024;
/**
 * "M" (15 % may be lost) holds a short address in a small code that reads
 * well from a printed flyer; four modules of quiet zone, as the standard asks.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } } as const;

export function qrSvg(address: string): Promise<string> {
  return QRCode.toString(address, { ...OPTIONS, type: "svg" });
}

export function qrPng(address: string): Promise<Buffer> {
  return QRCode.toBuffer(address, { ...OPTIONS, type: "png", width: PNG_WIDTH });
}
