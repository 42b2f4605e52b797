// The provider the environment names (P24_* for Przelewy24), or none: then
// every order is paid by the methods by hand, as before.
import { env } from "~/env.server";
import type { PaymentProvider } from "./payment-provider";
import { przelewy24 } from "./przelewy24.server";

let provider: PaymentProvider | null | undefined;

export function configuredProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider;
  const { P24_MERCHANT_ID: merchantId, P24_POS_ID: posId, P24_CRC: crc, P24_API_KEY: apiKey, P24_URL: baseUrl } = env;
  provider = merchantId && crc && apiKey ? przelewy24({ merchantId, posId: posId ?? merchantId, crc, apiKey, baseUrl }) : null;
  return provider;
}
