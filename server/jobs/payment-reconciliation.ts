import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { reconcilePayments, type PaymentProvider } from "~/online-payments/index.server";
import { payVoucherOnline } from "~/vouchers/index.server";
import type { Logger } from "./outbox-worker";
import { startPeriodicCheck, type PeriodicCheck } from "./periodic-check";

/** A lost notification is found within this (and an attempt past its time limit expires). */
export const PAYMENT_RECONCILIATION_INTERVAL_MS = 60 * 1000;

/** Asks the provider about every online payment still pending after a minute; safe on several instances (the settling locks its row). */
export function startPaymentReconciliation({
  db,
  provider,
  log,
  clock,
}: {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log?: Logger;
  clock?: () => Date;
}): PeriodicCheck {
  return startPeriodicCheck({
    name: "online payments",
    check: (now) => reconcilePayments(db, provider, now, payVoucherOnline),
    done: (count) => `${count} settled or expired after asking ${provider.name}`,
    intervalMs: PAYMENT_RECONCILIATION_INTERVAL_MS,
    log,
    clock,
  });
}
