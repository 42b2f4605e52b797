import { describe, expect, it } from "vitest";
import { checkStamp, issueStamp, MIN_FILL_MS } from "./form-stamp.server";

const secret = "test-secret";
const key = "abcdefghijklmnop";

describe("form time stamps", () => {
  it("accepts its own stamp and flags a submission faster than 3 s", () => {
    const stamp = issueStamp(secret, key, 1_000_000);
    expect(checkStamp(secret, key, stamp, 1_002_999)).toEqual({ ok: true, tooFast: true });
    expect(checkStamp(secret, key, stamp, 1_003_000)).toEqual({ ok: true, tooFast: false });
  });

  it("takes a stamp issued MIN_FILL_MS earlier for the same form as a person's at once (how the browser tests skip the wait)", () => {
    const issuedAt = 1_000_000;
    const stamp = issueStamp(secret, key, issuedAt);
    expect(checkStamp(secret, key, stamp, issuedAt)).toEqual({ ok: true, tooFast: true });
    expect(checkStamp(secret, key, issueStamp(secret, key, issuedAt - MIN_FILL_MS), issuedAt)).toEqual({ ok: true, tooFast: false });
  });

  it("refuses a forged stamp, a stamp replayed with another form, and one from the future", () => {
    const stamp = issueStamp(secret, key, 1_000_000);
    expect(checkStamp(secret, key, stamp.replace(/^1000000/, "900000"), 1_010_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkStamp("other", key, stamp, 1_010_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkStamp(secret, "another-form-key-123", stamp, 1_010_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkStamp(secret, key, issueStamp(secret, key, 2_000_000), 1_000_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkStamp(secret, key, "garbage", 1_000_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkStamp(secret, key, undefined, 1_000_000)).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a stamp older than a day", () => {
    const stamp = issueStamp(secret, key, 0);
    expect(checkStamp(secret, key, stamp, 24 * 60 * 60 * 1000 + 1)).toEqual({ ok: false, reason: "expired" });
  });
});
