// The provider the environment names (P24_* for Przelewy24, STRIPE_* for
// Stripe; never both), or none: then every order is paid by the methods by
// hand, as before.
import { env } from "~/env.server";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import type { PaymentProvider } from "./payment-provider";
import { przelewy24 } from "./przelewy24.server";
import { stripeProvider } from "./stripe.server";

/** Where Stripe's hosted Checkout page lives. */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

let provider: PaymentProvider | null | undefined;

export function configuredProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider;
  const { P24_MERCHANT_ID: merchantId, P24_POS_ID: posId, P24_CRC: crc, P24_API_KEY: apiKey, P24_URL: baseUrl } = env;
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = env;
  provider =
    merchantId && crc && apiKey
      ? przelewy24({ merchantId, posId: posId ?? merchantId, crc, apiKey, baseUrl })
      : secretKey && webhookSecret
        ? stripeProvider({ secretKey, webhookSecret, apiUrl })
        : null;
  return provider;
}

/** The configured provider when it is the one named (its notification address), else null. */
export const providerNamed = (name: PaymentProviderName): PaymentProvider | null => (configuredProvider()?.name === name ? configuredProvider() : null);

/** The origin of the provider's page an order's redirect leads to (the pages' form-action allows it), or null. */
export function paymentPageOrigin(): string | null {
  if (env.P24_MERCHANT_ID) return new URL(env.P24_URL).origin;
  if (env.STRIPE_SECRET_KEY) return env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : STRIPE_CHECKOUT_ORIGIN;
  return null;
}
