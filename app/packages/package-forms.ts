// The package forms' fields and their one schema (sell, correct, paid, close
// the notice, remove, withdraw), read on the server from a plain HTML form post.
import { MAX_STORED_INTEGER } from "~/lib/positive-integer";
import { z } from "~/lib/zod";

export const PACKAGE_FIELDS = [
  "intent",
  "id",
  "version",
  "offer",
  "name",
  "sessions",
  "price",
  "weeks",
  "from",
  "paid",
  "back",
  "saleKey",
  "reason",
  "method",
  "amount",
  "earlyStart",
  "statedOn",
] as const;

/** A price-list package that can be sold: its name, sessions, price, the validity offered by default and the booking services it pays for. */
export type SaleOffer = { slug: string; name: string; sessions: number; price: number; weeks: number; services: string[] };

/** What the last post of a package form got wrong, sent back with what was typed. */
export type PackageFormProblem = { intent: string; id: number | null; message: string; values: Record<string, string> };

/** The forms' intents: sell, correct, mark paid (by a method) or undo it, close the notice, remove, record the client's withdrawal. */
export const PACKAGE_INTENTS: readonly string[] = ["sell", "edit", "paid", "unpaid", "close-notice", "remove", "withdraw"];

/** The intents of a package's payment buttons. */
export const PACKAGE_PAYMENT_INTENTS = { pay: "paid", unpay: "unpaid" } as const;

/** A number typed in a field; empty means "as in the price list". */
const optionalWhole = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );
// What no form of the page sends (an intent, a package or a version it did not draw).
const STALE_FORM = "odśwież stronę i spróbuj jeszcze raz";
const version = z.coerce.number({ error: STALE_FORM }).int(STALE_FORM).min(0, STALE_FORM).max(MAX_STORED_INTEGER, STALE_FORM);
const id = z.coerce.number({ error: STALE_FORM }).int(STALE_FORM).positive(STALE_FORM).max(MAX_STORED_INTEGER, STALE_FORM);
const validFrom = z.enum(["first_session", "sale"], { error: "wybierz, od kiedy liczy się ważność" });
const name = z.string({ error: "podaj nazwę pakietu" }).trim().max(120, "nazwa może mieć najwyżej 120 znaków");

const sessions = optionalWhole("podaj liczbę treningów, np. 8", 200);
const PRICE = "podaj cenę w pełnych złotych, od 0 do 100 000, np. 1040";
const price = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce.number({ error: PRICE }).int(PRICE).min(0, PRICE).max(100_000, PRICE).optional(),
);
/** Why a package is removed, kept in its history. */
export const REASON_LENGTH = { min: 3, max: 300 } as const;
const REASON = `podaj powód usunięcia (od ${REASON_LENGTH.min} do ${REASON_LENGTH.max} znaków), np. zapisany przez pomyłkę`;
// One line in the history, however it was typed.
const reason = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s+/g, " ") : value),
  z.string({ error: REASON }).trim().min(REASON_LENGTH.min, REASON).max(REASON_LENGTH.max, REASON),
);
const STATEMENT_DAY = "podaj dzień, w którym klient wysłał oświadczenie, np. 2026-12-03";
const weeks = optionalWhole("podaj liczbę tygodni, np. 8", 104);

export const packageFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("sell"),
      offer: z.string({ error: "wybierz pakiet z cennika" }).min(1, "wybierz pakiet z cennika"),
      name: name.default(""),
      sessions,
      price,
      weeks,
      from: validFrom,
      paid: z.string({ error: STALE_FORM }).optional(),
      // The client asked to start within the 14 days for withdrawal (art. 15 ust. 3, art. 21 ust. 2): an unticked box sends nothing.
      earlyStart: z.literal("on", { error: STALE_FORM }).optional(),
      saleKey: z.string({ error: STALE_FORM }).regex(/^[A-Za-z0-9_-]{16,64}$/, STALE_FORM),
    }),
    z.object({
      intent: z.literal("edit"),
      id,
      version,
      name: name.min(3, "podaj nazwę pakietu"),
      sessions: sessions.pipe(z.number({ error: "podaj liczbę treningów, np. 8" })),
      price: price.pipe(z.number({ error: PRICE })),
      weeks: weeks.pipe(z.number({ error: "podaj liczbę tygodni, np. 8" })),
      from: validFrom,
    }),
    // The method and amount are read by the payments' own reader (paymentRequestOf).
    z.object({ intent: z.literal("paid"), id }),
    z.object({ intent: z.literal("unpaid"), id }),
    z.object({ intent: z.literal("close-notice"), id }),
    z.object({ intent: z.literal("remove"), id, version, reason }),
    // The day the client sent the statement of withdrawal (a date input's value).
    z.object({ intent: z.literal("withdraw"), id, version, statedOn: z.iso.date({ error: STATEMENT_DAY }) }),
  ],
  { error: STALE_FORM },
);

export type PackageForm = z.output<typeof packageFormSchema>;
