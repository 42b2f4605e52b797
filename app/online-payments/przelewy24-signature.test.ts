import { describe, expect, it } from "vitest";
import { NOTIFICATION_VECTOR, REFUND_VECTOR } from "../../tests/support/przelewy24-vectors";
import { isPrzelewy24Sign, przelewy24Sign } from "./przelewy24-signature";

const { fields: NOTIFICATION, sign: NOTIFICATION_SIGN } = NOTIFICATION_VECTOR;
const { fields: REFUND, sign: REFUND_SIGN } = REFUND_VECTOR;

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
