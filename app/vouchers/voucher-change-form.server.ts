// The forms of a voucher's changes on /admin/bony (cancel, extend, restore),
// read from a plain HTML post; the change made, and its toast or the form's
// refusal with what was typed.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { MAX_STORED_INTEGER } from "~/lib/positive-integer";
import { z } from "~/lib/zod";
import { parseDate } from "~/scheduling";
import { askRefundsNow, refundStateOf } from "~/online-payments/index.server";
import type { ChangeProblem } from "./voucher-change-forms";
import { CHANGE_PROBLEMS, changeToast, REASON_LIMITS } from "./voucher-changes.messages";
import { changeVoucher, type VoucherChange } from "./voucher-changes.server";

export const VOUCHER_CHANGE_FIELDS = ["intent", "id", "seen", "reason", "until"] as const;

/** The intents of the change forms. */
export const VOUCHER_CHANGE_INTENTS: readonly string[] = ["cancel", "extend", "restore"];

const stale = { error: CHANGE_PROBLEMS.stale };
const reason = z.preprocess(
  // One line in the history, however it was typed.
  (value) => (typeof value === "string" ? value.replace(/\s+/g, " ") : value),
  z.string({ error: CHANGE_PROBLEMS.reason }).trim().min(REASON_LIMITS.min, CHANGE_PROBLEMS.reason).max(REASON_LIMITS.max, CHANGE_PROBLEMS.reason),
);
// A day of the calendar ("2026-09-30", as a date field sends it), not 30 February.
const until = z.string({ error: CHANGE_PROBLEMS.date }).transform((text, context) => {
  const date = parseDate(text);
  if (date === null) context.addIssue({ code: "custom", message: CHANGE_PROBLEMS.date });
  return date?.toString() ?? "";
});

const schema = z.object({
  id: z.coerce.number(stale).int(stale).positive(stale).max(MAX_STORED_INTEGER, stale),
  seen: z.string(stale).max(200, stale),
  change: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("cancel"), reason }),
    z.object({ kind: z.literal("extend"), reason, until }),
    z.object({ kind: z.literal("restore"), reason }),
  ]),
});

/** A change's form, read (readForm with VOUCHER_CHANGE_FIELDS) and done: the toast to show, or the form's refusal. */
export async function changeVoucherByForm(
  fields: URLSearchParams,
  db: Kysely<Database>,
  now: Date,
): Promise<{ kind: "done"; toast: string } | { kind: "refused"; problem: ChangeProblem }> {
  const values = { reason: fields.get("reason") ?? "", until: fields.get("until") ?? "" };
  const intent = fields.get("intent") ?? "";
  const refused = (message: string) => ({ kind: "refused" as const, problem: { id: Number(fields.get("id")), intent, message, values } });
  const read = schema.safeParse({
    id: fields.get("id"),
    seen: fields.get("seen"),
    change: { kind: intent, reason: values.reason, ...(intent === "extend" ? { until: values.until } : {}) },
  });
  if (!read.success) return refused(read.error.issues[0]!.message);
  const outcome = await changeVoucher(db, read.data.id, read.data.seen, read.data.change satisfies VoucherChange, now);
  if (outcome.kind === "too-early") return refused(CHANGE_PROBLEMS.tooEarly(outcome.earliest));
  if (outcome.kind === "cancelled" && (outcome.method === "przelewy24" || outcome.method === "stripe")) {
    // Committed: the provider is asked for what the cancel owes (again under its key after a double tap), and the toast says how it went.
    await askRefundsNow(db, now);
    const online = await refundStateOf(db, { kind: "voucher", id: read.data.id });
    return { kind: "done", toast: changeToast(online ? { ...outcome, online } : outcome) };
  }
  return { kind: "done", toast: changeToast(outcome) };
}
