import { describe, expect, it } from "vitest";
import { testimonialsCheckText } from "./testimonials.messages";

describe("what the home page says of its testimonials", () => {
  it("says they are checked against the bookings only when the trainer chose it, and that they are not checked otherwise", () => {
    expect(testimonialsCheckText("checkedAgainstBookings")).toBe("Publikuję tylko opinie osób, które trenowały ze mną: każdą sprawdzam w rezerwacjach.");
    expect(testimonialsCheckText("notChecked")).toBe("Opinie przesłali mi klienci; nie sprawdzam, czy ich autorzy korzystali z treningów.");
    expect(testimonialsCheckText("")).toBe(testimonialsCheckText("notChecked"));
  });
});
