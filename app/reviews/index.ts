// The entry of app/reviews/ (a client asked once for a review) for routes and the browser.
export { REVIEW_PAGE, reviewRequestLine } from "./reviews.messages";
