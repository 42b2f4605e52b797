// The entry of app/clients/ for other folders: what they may use of it that the browser may load too.
export { Facts, mailLines, Mails } from "./client-data-parts";
export {
  cancelledBy,
  coachingFacts,
  everyWeeks,
  exportedDay,
  sessionFacts,
  trainerNoteLabel,
  trainerNotesLabel,
  validFrom,
  validityFact,
} from "./client-data.messages";
export type { ClientExport } from "./client-export-types";
export { BoughtVouchers } from "./client-data-vouchers";
export { redeemedVoucherFact } from "./voucher-data.messages";
export { clientQuery, clientSearch, MAX_CLIENT_QUERY_LENGTH, parseClientFilter } from "./client-filter";
export { ClientCardTools } from "./client-card-tools";
export { ClientContact } from "./client-contact";
export { CLIENT_FEED_RENEWAL } from "./client-feed-renewal.messages";
export { ClientNotes } from "./client-notes-section";
export { MergeSuggestions } from "./merge-suggestions";
export { ClientSummary, type ClientSummaryFacts } from "./client-summary";
export {
  CARD_GONE,
  CLIENT_GONE,
  clientAdded,
  clientKnown,
  clientSignedIn,
  clientSignedOut,
  ERASED_PERSON,
  MERGE_REFUSALS,
  notesRefusal,
  SEND_SIGN_IN_LINK,
  signInLinkSent,
  SPLIT_REFUSALS,
} from "./clients.messages";
export { ALREADY_ERASED, erasedClientMessage } from "./erase-phrases";
export { ERASED_CONFIRM_FIELD } from "./erased-person-field";
export { exportSourceOf } from "./export-sources";
