import { expect, test } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { serviceOf } from "./import-visits.server";

const [base] = testBookingSettings().services;
const settings = testBookingSettings({
  services: [
    { ...base!, slug: "konsultacja", name: "Bezpłatna konsultacja", price: 0 },
    { ...base!, slug: "trening", name: "Trening personalny", price: 150 },
    { ...base!, slug: "para", name: "Trening w parze", price: 200 },
  ],
});

test("a visit's service by its name, a part of it, else the first paid one", () => {
  expect(serviceOf(settings, "trening w PARZE")?.slug).toBe("para");
  expect(serviceOf(settings, "Trening personalny 60 min")?.slug).toBe("trening");
  expect(serviceOf(settings, "konsultacja")?.slug).toBe("konsultacja");
  expect(serviceOf(settings, "Masaż")?.slug).toBe("trening");
  expect(serviceOf(settings, "")?.slug).toBe("trening");
});
