// The gift vouchers on sale (/bon-podarunkowy), a list of the offer section:
// each a session of a booking service, a package of the price list, or an
// amount in złoty, valid for some months from payment. Its price is the
// service's, the package's or the amount itself, so no price is typed twice.
import { z } from "../app/lib/zod";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const VOUCHER_KINDS = ["session", "package", "amount"] as const;

export const voucherOfferSchema = z
  .object({
    slug: z.string().regex(SLUG, "identyfikator może mieć tylko małe litery bez polskich znaków, cyfry i myślniki"),
    title: z.string().trim().min(3, "podaj nazwę bonu, np. Bon na trening personalny").max(80, "nazwa bonu może mieć najwyżej 80 znaków"),
    kind: z.enum(VOUCHER_KINDS, "wybierz, na co jest bon"),
    /** The booking service (a session) or the price-list item (a package) it pays for; empty for an amount. */
    item: z.string().default(""),
    /** Złoty, for an amount voucher. */
    amount: z
      .number({ error: "podaj kwotę w złotych, np. 200" })
      .int("podaj kwotę w pełnych złotych, bez groszy")
      .min(50, "kwota bonu to co najmniej 50 zł")
      .max(5000, "kwota bonu to najwyżej 5000 zł")
      .nullable()
      .default(null),
    /** An amount's voucher may pay a package too; a session always. */
    paysPackages: z.boolean().default(false),
    /** An amount's voucher may pay a seat at a group session too. */
    paysSeats: z.boolean().default(false),
    validMonths: z
      .number({ error: "podaj liczbę miesięcy, np. 6" })
      .int("podaj pełne miesiące")
      .min(1, "bon jest ważny co najmniej 1 miesiąc")
      .max(24, "bon jest ważny najwyżej 24 miesiące")
      .default(6),
  })
  .superRefine((voucher, context) => {
    if (voucher.kind === "amount" && voucher.amount === null) context.addIssue({ code: "custom", path: ["amount"], message: "podaj kwotę bonu, np. 200" });
    if (voucher.kind !== "amount" && !SLUG.test(voucher.item)) {
      const message = voucher.kind === "session" ? "wybierz usługę z rezerwacji, na którą jest bon" : "wybierz pozycję cennika, na którą jest bon";
      context.addIssue({ code: "custom", path: ["item"], message });
    }
  });

/** At most ten on sale; none in content published before vouchers existed (the trainer adds them). */
export const voucherOffersSchema = z
  .array(voucherOfferSchema)
  .max(10, "na stronie może być najwyżej 10 bonów")
  .superRefine((vouchers, context) => {
    const seen = new Set<string>();
    vouchers.forEach((voucher, index) => {
      if (seen.has(voucher.slug)) context.addIssue({ code: "custom", path: [index, "slug"], message: `identyfikator „${voucher.slug}” ma już inny bon` });
      seen.add(voucher.slug);
    });
  })
  .default([]);

export type VoucherOffer = z.output<typeof voucherOfferSchema>;
