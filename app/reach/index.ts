// The entry of app/reach/ (new clients find the trainer) for routes and the browser.
export { qrAddress, qrFileName, qrFileOf, QR_TARGETS, type QrFormat, type QrTarget } from "./qr-targets";
export { bookingButtonHtml, PASTE_STEPS, REACH_PAGE } from "./reach.messages";
