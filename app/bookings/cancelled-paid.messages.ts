// What a cancellation's mail says of what the session was paid with (issue
// 79): the gift voucher's part given back to it, and the money paid for a
// session the trainer called off, which she returns (a session she cancels
// costs nothing, as the terms say). Neutral words: the mail goes to anyone.
import { formatPrice } from "~/lib/format";
import type { Block } from "~/notifications";
import { PROVIDER_NAMES, refundAskedForClient } from "~/online-payments";

/** What the cancelled session had been paid with: a voucher's part given back, and money. */
export type CancelledPaid = {
  voucher: { code: string; amount: number; validUntil: string | null } | null;
  money: number | null;
  /** Money paid online, given back through its provider by the cancellation itself. */
  online?: { provider: keyof typeof PROVIDER_NAMES; amount: number } | null;
  /** A deposit paid online that stays: the client cancelled later than the terms allow. */
  kept?: { provider: keyof typeof PROVIDER_NAMES; amount: number } | null;
};

export function cancelledPaidBlocks(paid: CancelledPaid | undefined, byClient: boolean): Block[] {
  if (!paid) return [];
  const blocks: Block[] = [];
  if (paid.voucher) {
    const until = paid.voucher.validUntil ? `, do ${paid.voucher.validUntil} r.` : ".";
    blocks.push({
      p: `Na bon ${paid.voucher.code} wróciło ${formatPrice(paid.voucher.amount)}, które wziął ten trening: kod działa znowu przy kolejnej rezerwacji${until}`,
    });
  }
  if (paid.kept) {
    blocks.push({
      p: `Zadatek ${formatPrice(paid.kept.amount)} (${PROVIDER_NAMES[paid.kept.provider]}) nie wraca: trening odwołano później, niż pozwala regulamin (art. 394 § 1 Kodeksu cywilnego).`,
    });
    return blocks;
  }
  // Paid online: the site asked the provider for it already, whoever cancelled in time.
  if (paid.online) {
    blocks.push({ p: refundAskedForClient(paid.online.provider, paid.online.amount) });
    return blocks;
  }
  // A client's own cancellation is settled by the terms' deadline: the trainer answers that herself.
  if (!byClient && paid.money) {
    blocks.push({
      p: `Za ten trening zapłacono ${formatPrice(paid.money)}. Zwrócę całą kwotę w ciągu 14 dni, w ten sam sposób, w jaki zapłacono; jeśli wolisz zaliczyć ją na inny termin, wystarczy odpisać na tę wiadomość.`,
    });
  }
  return blocks;
}
