// The days off in the booking settings take only days the site supports:
// the editor answers "30 February" or the year 2101 with a field message.
import { describe, expect, it } from "vitest";
import booking from "./booking";
import { bookingSchema } from "./booking-schema";

const withDayOff = (from: string, to: string) => bookingSchema.safeParse({ ...booking, exceptions: [{ from, to, hours: [], note: "" }] });

describe("the booking settings' days off", () => {
  it("take a real day of 2000–2100, typed or picked", () => {
    expect(withDayOff("24.12.2027", "2027-12-26").success).toBe(true);
  });

  it.each([
    ["2027-02-30", "takiego dnia nie ma w kalendarzu"],
    ["1999-12-31", "kalendarz obejmuje lata 2000–2100"],
    ["2101-01-01", "kalendarz obejmuje lata 2000–2100"],
  ])("refuse %s: %s", (day, message) => {
    const result = withDayOff(day, day);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
