// The terms and how clients pay (issue 44): the words every paid order, mail
// and the client's booking page share, and the /regulamin page's document.
export { type PaymentFacts, paymentFactsOf } from "./payment-facts";
export { duePhrase, listPhrase, methodsPhrase, paymentLines, paymentRule, transferTitle } from "./payment.messages";
export { postalAddress, sellerLines } from "./seller.messages";
export { termsDocument, type TermsFacts, type TermsPart } from "./terms-document.messages";
export { termsFactsOf } from "./terms-facts";
export { TERMS_PATH, WITHDRAWAL_FORM_ANCHOR, WITHDRAWAL_FORM_PATH } from "./terms-paths";
export {
  EARLY_START_CONSENT,
  FREE_CONSULTATION_TEXT,
  packageWithdrawalText,
  sessionWithdrawalText,
  WITHDRAWAL_DAYS,
  type WithdrawalCase,
  withdrawalFormLines,
  withdrawalText,
} from "./withdrawal.messages";
export { TERMS_FILE_NAME, termsFile } from "./terms-file.messages";
export { voucherFacts, type VoucherOffer, voucherOffersOnSale } from "./voucher-facts";
export {
  AMOUNT_LEFT_STAYS,
  amountVoucherPays,
  CANCELLED_GIVES_BACK,
  VOUCHER_WITHDRAWAL_SUMMARY,
  type VoucherPays,
  voucherWithdrawalText,
} from "./voucher-terms.messages";
export { validForMonths, validityFromPayment, voucherFor, type VoucherFor } from "./voucher-words.messages";
