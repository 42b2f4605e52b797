// POST /platnosci/przelewy24 and /platnosci/stripe: the provider's
// notification of a payment (Przelewy24's urlStatus, Stripe's webhook
// endpoint), answered only when that provider is the one set up. No page, no GET.
import type { Route } from "./+types/payment-notification";
import { getDatabase } from "~/db/database.server";
import { logger } from "~/logger.server";
import { handlePaymentNotification, providerNamed } from "~/online-payments/index.server";
import { PAID_SALES } from "./paid-sales.server";

export async function action({ request, params }: Route.ActionArgs) {
  const provider = params.provider === "przelewy24" || params.provider === "stripe" ? providerNamed(params.provider) : null;
  if (!provider || request.method !== "POST") return new Response(null, { status: 404 });
  const answer = await handlePaymentNotification(await getDatabase(), provider, request, { now: new Date(), sales: PAID_SALES, log: logger });
  return new Response(null, { status: answer.status });
}

export const loader = () => new Response(null, { status: 404 });
