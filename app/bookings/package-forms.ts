// The package forms' fields and their one schema (sell, correct, paid, close
// the notice), read on the server from a plain HTML form post.
import { z } from "~/lib/zod";

export const PACKAGE_FIELDS = ["intent", "id", "version", "offer", "name", "sessions", "price", "weeks", "from", "paid", "back"] as const;

/** A number typed in a field; empty means "as in the price list". */
const optionalWhole = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );
const id = z.coerce.number().int().positive();
const validFrom = z.enum(["first_session", "sale"], { error: "wybierz, od kiedy liczy się ważność" });
const name = z.string().trim().max(120, "nazwa może mieć najwyżej 120 znaków");

const sessions = optionalWhole("podaj liczbę treningów, np. 8", 200);
const price = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce.number({ error: "podaj cenę w pełnych złotych, np. 1040" }).int("podaj cenę w pełnych złotych, np. 1040").min(0).max(100_000).optional(),
);
const weeks = optionalWhole("podaj liczbę tygodni, np. 8", 104);

export const packageFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sell"),
    offer: z.string().min(1, "wybierz pakiet z cennika"),
    name: name.default(""),
    sessions,
    price,
    weeks,
    from: validFrom,
    paid: z.string().optional(),
  }),
  z.object({
    intent: z.literal("edit"),
    id,
    version: z.coerce.number().int().min(0),
    name: name.min(3, "podaj nazwę pakietu"),
    sessions: sessions.pipe(z.number({ error: "podaj liczbę treningów, np. 8" })),
    price: price.pipe(z.number({ error: "podaj cenę w pełnych złotych, np. 1040" })),
    weeks: weeks.pipe(z.number({ error: "podaj liczbę tygodni, np. 8" })),
    from: validFrom,
  }),
  z.object({ intent: z.literal("paid"), id, paid: z.enum(["1", "0"]) }),
  z.object({ intent: z.literal("close-notice"), id }),
]);

export type PackageForm = z.output<typeof packageFormSchema>;
