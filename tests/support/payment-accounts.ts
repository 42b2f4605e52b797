// The test accounts of the providers' doubles, and the settings that point a
// test server at them: one place for every test of online payments.
import type { Przelewy24Double } from "./przelewy24-double";
import type { StripeDouble } from "./stripe-double";

export const P24_ACCOUNT = { merchantId: 120345, posId: 120345, crc: "a1b2c3d4e5f60718", apiKey: "0123456789abcdef0123456789abcdef" };

export const STRIPE_KEYS = { secretKey: "sk_test_51double", webhookSecret: "whsec_double" };

/** A server's environment for Przelewy24's double. */
export const przelewy24Settings = (double: Przelewy24Double) => ({
  P24_MERCHANT_ID: String(P24_ACCOUNT.merchantId),
  P24_CRC: P24_ACCOUNT.crc,
  P24_API_KEY: P24_ACCOUNT.apiKey,
  P24_URL: double.base,
});

/** A server's environment for Stripe's double. */
export const stripeSettings = (double: StripeDouble) => ({
  STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
  STRIPE_API_URL: double.base,
});
