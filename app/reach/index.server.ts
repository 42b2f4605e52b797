// The entry of app/reach/ (new clients find the trainer) for other folders' server code.
export { qrAddress, qrFileName, qrFileOf, qrPng, qrSvg, QR_TARGETS, type QrFormat, type QrTarget } from "./qr-codes.server";
