import { describe, expect, it } from "vitest";
import { isPrzelewy24Sign, przelewy24Sign } from "./przelewy24-signature";

// The test vectors the PHP client mnastalski/przelewy24-php publishes (TransactionStatusNotificationTest, RefundNotificationTest).
const NOTIFICATION = {
  merchantId: 12345,
  posId: 123,
  sessionId: "0beec7",
  amount: 1500,
  originAmount: 1500,
  currency: "PLN",
  orderId: 123456789,
  methodId: 32,
  statement: "p24-XXX-YYY-ZZZ",
};
const NOTIFICATION_SIGN = "703e946290d92230297c35d3bc8f554d4a458a4c97c9917665929c5ef5e682f7a868ac36e5dff20184c6a5302ef66c77";
const REFUND = {
  orderId: 4295430336,
  sessionId: "1e715675-a42b-4d0b-81bb-f7288915be76",
  refundsUuid: "97920952-1d9b-4c90-9238-2b74ae0f48bb",
  merchantId: 235316,
  amount: 500,
  currency: "PLN",
  status: 0,
};
const REFUND_SIGN = "dad28db2e0336e595bc313e3c7282ab2ba2f265021f45b85271232901fefd4bc1329fd47aa4eb735ac818e2b82c4dc24";

describe("Przelewy24's signature", () => {
  it("matches the published vectors of a transaction's and a refund's notification", () => {
    expect(przelewy24Sign("notification", NOTIFICATION, "bar")).toBe(NOTIFICATION_SIGN);
    expect(przelewy24Sign("refundNotification", REFUND, "c4816521bf32ed54")).toBe(REFUND_SIGN);
  });

  it("signs in the documented order whatever order the values come in, and ignores fields outside it", () => {
    const { statement, ...rest } = NOTIFICATION;
    const shuffled = { statement, sign: "x", ...rest, extra: 1 };
    expect(przelewy24Sign("notification", shuffled, "bar")).toBe(NOTIFICATION_SIGN);
  });

  it("refuses a tampered amount, another key, a cut sign, and a missing field", () => {
    expect(isPrzelewy24Sign("notification", NOTIFICATION, "bar", NOTIFICATION_SIGN)).toBe(true);
    expect(isPrzelewy24Sign("notification", { ...NOTIFICATION, amount: 1 }, "bar", NOTIFICATION_SIGN)).toBe(false);
    expect(isPrzelewy24Sign("notification", NOTIFICATION, "baz", NOTIFICATION_SIGN)).toBe(false);
    expect(isPrzelewy24Sign("notification", NOTIFICATION, "bar", NOTIFICATION_SIGN.slice(0, 40))).toBe(false);
    expect(() => przelewy24Sign("verify", { sessionId: "a", amount: 1, currency: "PLN" }, "bar")).toThrow(/orderId/);
  });
});
