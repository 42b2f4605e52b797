// "Wszystko naraz" of a person in "Do zapłaty": each line posted paid at its
// amount by the method pressed, each in its own locked transaction as a
// single tap is (a session's through the agenda's, a package's through the
// packages'); a line paid meanwhile is counted apart, nothing is paid twice.
import type { Kysely } from "kysely";
import { agendaAction } from "~/agenda/index.server";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { PACKAGE_PAYMENT_INTENTS } from "~/packages";
import { packagePaymentTap } from "~/packages/index.server";
import { isPaymentMethod, payAllToast } from "~/payments";
import { AMOUNT_PROBLEM, linesOf, PAYMENT_TOASTS } from "~/payments/index.server";

export async function payAll(db: Kysely<Database>, form: URLSearchParams, settings: BookingSettings, now: Date): Promise<string> {
  const method = form.get("method");
  if (!isPaymentMethod(method)) return AMOUNT_PROBLEM;
  let paid = 0;
  let already = 0;
  for (const line of linesOf(form.get("items"))) {
    const tap = (intent: string) => new URLSearchParams({ intent, id: String(line.id), method, amount: "" });
    const outcome =
      line.kind === "booking" ? await agendaAction(db, tap("pay"), settings, now) : await packageToast(db, line.id, tap(PACKAGE_PAYMENT_INTENTS.pay), now);
    if (outcome === PAYMENT_TOASTS.paid) paid++;
    else if (outcome === PAYMENT_TOASTS["already-paid"]) already++;
  }
  return payAllToast(paid, already);
}

async function packageToast(db: Kysely<Database>, id: number, tap: URLSearchParams, now: Date): Promise<string> {
  const outcome = await packagePaymentTap(db, id, tap, now);
  return outcome.ok ? outcome.message : outcome.problem;
}
