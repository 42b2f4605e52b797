// The entry of app/client-account/ (/moje-treningi) for other folders: what the browser may load too.
export { CLIENT_PAGE_HEAD, ENTER, LINK_REFUSALS, linkSentText, PAGE, PAGE_NOTICES, SIGN_IN, tooManyDownloads } from "./client-account.messages";
export { ClientFeedSection } from "./client-feed-section";
export { ClientPaymentsSection } from "./client-payments-section";
export { ClientSessionList, type SessionItem } from "./client-session-list";
export { SignInForm, type SignInFormProps } from "./sign-in-form";
export { SignOutForm } from "./sign-out-form";
export { AFTER_SIGN_IN_PARAM, afterSignIn, afterSignInQuery, landingAfterSignIn, type AfterSignIn } from "./after-sign-in";
export { ClientPageContents } from "./client-page-contents";
export { ClientDataSection } from "./client-data-section";
