// A spec's own server with its mail sink and a provider's double (issue 81):
// the double started first, the server pointed at it, Stripe's events sent
// to the server once its address is known, the double closed after.
import { test } from "@playwright/test";
import { P24_ACCOUNT, przelewy24Settings, STRIPE_KEYS, stripeSettings } from "../support/payment-accounts";
import { startPrzelewy24Double, type Przelewy24Double } from "../support/przelewy24-double";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double";
import { ownServerWithMail } from "./mail-server";

type Options = Parameters<typeof ownServerWithMail>[0] & { extra?: Record<string, string> };

export function ownServerWithPrzelewy24({ extra = {}, ...options }: Options = {}) {
  let double: Przelewy24Double | undefined;
  const served = ownServerWithMail({
    ...options,
    settings: async () => {
      double = await startPrzelewy24Double(P24_ACCOUNT);
      return { ...przelewy24Settings(double), ...extra };
    },
  });
  test.afterAll(() => double?.close());
  return { ...served, double: () => double! };
}

export function ownServerWithStripe({ extra = {}, ...options }: Options = {}) {
  let double: StripeDouble | undefined;
  const served = ownServerWithMail({
    ...options,
    settings: async () => {
      double = await startStripeDouble(STRIPE_KEYS);
      return { ...stripeSettings(double), ...extra };
    },
  });
  // The site's address is known once its server is up (ownServer's hook runs first).
  test.beforeAll(() => {
    double!.webhookUrl = `${served.server.url}/platnosci/stripe`;
  });
  test.afterAll(() => double?.close());
  return { ...served, double: () => double! };
}
