// What a cancellation's mail says of what the session was paid with (issue
// 79): the gift voucher's part given back to it, and the money paid for a
// session the trainer called off, which she returns (a session she cancels
// costs nothing, as the terms say). Neutral words: the mail goes to anyone.
import { formatPrice } from "~/lib/format";
import type { Block } from "~/notifications";

/** What the cancelled session had been paid with: a voucher's part given back, and money. */
export type CancelledPaid = { voucher: { code: string; amount: number; validUntil: string | null } | null; money: number | null };

export function cancelledPaidBlocks(paid: CancelledPaid | undefined, byClient: boolean): Block[] {
  if (!paid) return [];
  const blocks: Block[] = [];
  if (paid.voucher) {
    const until = paid.voucher.validUntil ? `, do ${paid.voucher.validUntil} r.` : ".";
    blocks.push({
      p: `Na bon ${paid.voucher.code} wróciło ${formatPrice(paid.voucher.amount)}, które wziął ten trening: kod działa znowu przy kolejnej rezerwacji${until}`,
    });
  }
  // A client's own cancellation is settled by the terms' deadline: the trainer answers that herself.
  if (!byClient && paid.money) {
    blocks.push({
      p: `Za ten trening zapłacono ${formatPrice(paid.money)}. Zwrócę całą kwotę w ciągu 14 dni, w ten sam sposób, w jaki zapłacono; jeśli wolisz zaliczyć ją na inny termin, wystarczy odpisać na tę wiadomość.`,
    });
  }
  return blocks;
}
