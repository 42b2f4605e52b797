// The entry of app/clients/ for other folders' server code.
export { blockedAmong, blockEmail, eraseExpiredBlocks, isEmailBlocked } from "./booking-blocks.server";
export { bookingsOf, eraseBookingsEndedBefore, eraseBookingsOf } from "./client-bookings.server";
export { cardSessions, cardWithEnquiries, getClientCard, lastRemark, saveClientNotes } from "./client-card.server";
export { addClientCard, type AddClientOutcome } from "./add-client.server";
export { cardSuggestions } from "./card-suggestions.server";
export { clientKeys } from "./client-keys";
export { cardFor, joiningKeys, linkUnlinked, type Person } from "./client-cards.server";
export { erasedAmong, erasedWithoutYes, forgetErasedBefore } from "./erased-people.server";
export { exportFrom } from "./client-export.server";
export { type ClientRow, listClients } from "./client-list.server";
export { eraseBlocksEndedBefore, eraseEmptyCards } from "./client-retention.server";
export { forgetVouchersEndedBefore } from "./client-vouchers.server";
export { type ClientSummary, findClient, regularClients, searchClients } from "./client-search.server";
export { eraseCard, eraseClientOfBooking } from "./erase-client.server";
export { mergeClients, splitClient } from "./merge-clients.server";
export { cardOfPage } from "./card-of-page.server";
