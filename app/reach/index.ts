// The entry of app/reach/ (new clients find the trainer) for routes and the browser.
export { bookingButtonHtml, PASTE_STEPS, REACH_PAGE } from "./reach.messages";
