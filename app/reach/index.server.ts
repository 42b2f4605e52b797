// The entry of app/reach/ (new clients find the trainer) for other folders' server code.
export { qrPng, qrSvg } from "./qr-codes.server";
