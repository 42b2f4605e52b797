// POST /platnosci/przelewy24: Przelewy24's notification of a payment (its
// urlStatus). Nothing else answers here: no page, no GET.
import type { Route } from "./+types/payment-notification";
import { getDatabase } from "~/db/database.server";
import { logger } from "~/logger.server";
import { configuredProvider, handlePaymentNotification } from "~/online-payments/index.server";
import { payVoucherOnline } from "~/vouchers/index.server";

export async function action({ request }: Route.ActionArgs) {
  const provider = configuredProvider();
  if (!provider || request.method !== "POST") return new Response(null, { status: 404 });
  const answer = await handlePaymentNotification(await getDatabase(), provider, request, { now: new Date(), payVoucher: payVoucherOnline, log: logger });
  return new Response(null, { status: answer.status });
}

export const loader = () => new Response(null, { status: 404 });
