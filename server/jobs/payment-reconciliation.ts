import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { askDueRefunds, reconcilePayments, type PaymentProvider } from "~/online-payments/index.server";
import { PAID_SALES } from "~/routes/paid-sales.server";
import { freeLapsedHolds } from "~/bookings/index.server";
import type { Logger } from "./outbox-worker";
import { startPeriodicCheck, type PeriodicCheck } from "./periodic-check";

/** A lost notification is found within this (and an attempt past its time limit expires). */
export const PAYMENT_RECONCILIATION_INTERVAL_MS = 60 * 1000;

/** Asks the provider about every online payment still pending after a minute, and for every refund due; safe on several instances (each row locked or claimed). */
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
    // A refund left due (the provider away, an instance stopped) is asked again under its key.
    check: async (now) =>
      (await reconcilePayments(db, provider, now, PAID_SALES)) +
      // After the provider was asked: a hold whose money came is confirmed, not freed.
      (await freeLapsedHolds(db, now)) +
      (await askDueRefunds(db, provider, { now })).filter((refund) => refund.state !== "due").length,
    done: (count) => `${count} payments settled or expired, or refunds asked, with ${provider.name}`,
    intervalMs: PAYMENT_RECONCILIATION_INTERVAL_MS,
    log,
    clock,
  });
}
