// The entry of app/client-account/ (/moje-treningi) for other folders' server code.
export { clientAccountTemplates } from "./client-account-mail.server";
export { programNewsTemplates } from "./program-news.server";
export { cancelOwnBooking } from "./client-cancel.server";
export { sessionCookie, signedInClient, signedInDetails, signOut } from "./client-cookie.server";
export { clientFeed, clientFeedUrl, clientOfFeedFile, renewClientFeed } from "./client-feed.server";
export { clientPage } from "./client-page.server";
export { DATA_DOWNLOAD_LIMIT, dataDownloadRefusal } from "./data-download-limit.server";
export {
  deleteEndedSignIns,
  endClientSessions,
  openSessionCount,
  SESSION_DAYS,
  signedOutPush,
  type SignedOutPush,
  signInFacts,
} from "./client-sessions.server";
export { requestErasure } from "./erasure-request.server";
export { type LinkRequestOutcome, requestSignInLink } from "./link-request.server";
export { LINK_MINUTES, linkRefusal, type LinkRefusal, redeemSignInLink, sendSignInLinkToCard } from "./sign-in-links.server";
