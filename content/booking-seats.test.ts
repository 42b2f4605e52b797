// A service's places: a service stored before they existed loads as one
// person's, and every bad number says which and why in Polish.
import { describe, expect, it } from "vitest";
import booking from "./booking";
import { bookingSchema } from "./booking-schema";

const stored = JSON.parse(JSON.stringify(booking)) as { services: Record<string, unknown>[] };
const withService = (fields: Record<string, unknown>) => ({ ...stored, services: [{ ...stored.services[0], ...fields }] });
const problems = (fields: Record<string, unknown>) => {
  const parsed = bookingSchema.safeParse(withService(fields));
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a service's places", () => {
  it("are one, with no minimum, when the stored service has none", () => {
    const { seats, minSeats, decideHoursBefore, ...before } = stored.services[0]!;
    expect([seats, minSeats, decideHoursBefore]).toEqual([undefined, undefined, undefined]);
    const service = bookingSchema.parse({ ...stored, services: [before] }).services[0]!;
    expect([service.seats, service.minSeats, service.decideHoursBefore]).toEqual([1, null, 24]);
  });

  it("take a pair with a minimum of two, asked 12 hours before", () => {
    expect(problems({ seats: 2, minSeats: 2, decideHoursBefore: 12 })).toEqual([]);
  });

  it.each([
    [{ seats: 0 }, "services.0.seats: co najmniej 1 miejsce"],
    [{ seats: 21 }, "services.0.seats: najwyżej 20 miejsc"],
    [{ seats: 2.5 }, "services.0.seats: podaj liczbę całkowitą"],
    [{ seats: 4, minSeats: 1 }, "services.0.minSeats: minimum to co najmniej 2 osoby; bez minimum zostaw puste"],
    [{ seats: 2, minSeats: 3 }, "services.0.minSeats: minimum nie może być większe niż liczba miejsc"],
    [{ seats: 4, minSeats: 2, decideHoursBefore: 0 }, "services.0.decideHoursBefore: co najmniej 1 godzina przed zajęciami"],
    [{ seats: 4, minSeats: 2, decideHoursBefore: 169 }, "services.0.decideHoursBefore: najwyżej 168 godzin (tydzień) przed zajęciami"],
  ])("refuse %o", (fields, message) => {
    expect(problems(fields)).toEqual([message]);
  });
});
