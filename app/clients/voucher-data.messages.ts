// The gift vouchers on the trainer's page of a client's data
// (/admin/dane-klienta): those the client bought, and the one that paid for a
// booking of theirs.
import type { ExportedRedeemedVoucher, ExportedVoucher } from "~/clients/client-export-types";
import { exportedDay } from "~/clients/client-data.messages";
import { formatDateTime, formatPrice } from "~/lib/format";

export const BOUGHT_VOUCHERS_HEADING = "Kupione bony podarunkowe";

/** A bought voucher's facts, each label read with its value; a paid one whose people were erased says so. */
export function boughtVoucherFacts(voucher: ExportedVoucher): [string, string][] {
  return [
    ["Bon", `${voucher.title} (${voucher.code})`],
    ["Cena", formatPrice(voucher.price)],
    ["Kupujący", voucher.buyerEmail ? `${voucher.buyerName}, ${voucher.buyerEmail}, ${voucher.buyerPhone}` : "dane usunięte"],
    ["Dla kogo", voucher.recipientName ?? "nie podano"],
    ["Dedykacja", voucher.dedication ?? "brak"],
    ["Zamówiono", formatDateTime(voucher.orderedAt)],
    ["Opłacono", voucher.paidAt ? formatDateTime(voucher.paidAt) : "jeszcze nie"],
    ...(voucher.validUntil ? [["Ważny do", exportedDay(voucher.validUntil)] as [string, string]] : []),
    ...(voucher.redeemedAt ? [["Wykorzystano", formatDateTime(voucher.redeemedAt)] as [string, string]] : []),
    ...(voucher.cancelledAt ? [["Anulowano", formatDateTime(voucher.cancelledAt)] as [string, string]] : []),
  ];
}

/** A booking's line about the voucher that paid for it: "Opłacono bonem" "BON-7K4M-Q2XZ (Bon na trening), dla: Ania, „Sto lat!”". */
export function redeemedVoucherFact(voucher: ExportedRedeemedVoucher): [string, string] {
  const words = [voucher.recipientName && `dla: ${voucher.recipientName}`, voucher.dedication && `„${voucher.dedication}”`].filter(Boolean);
  return ["Opłacono bonem", [`${voucher.code} (${voucher.title})`, ...words].join(", ")];
}
