import { describe, expect, it } from "vitest";
import { usualService } from "./client-page.server";

const booked = (service_slug: string, starts_at: string) => ({ service_slug, starts_at });

describe("the service “Zarezerwuj kolejny trening” preselects", () => {
  it("is the one booked most often, the latest of equals, and only one still offered", () => {
    const offered = ["konsultacja", "trening-personalny", "trening-w-parze"];
    expect(usualService([], offered)).toBeNull();
    expect(
      usualService([booked("trening-personalny", "2026-01-05"), booked("trening-personalny", "2026-01-12"), booked("konsultacja", "2026-02-01")], offered),
    ).toBe("trening-personalny");
    expect(usualService([booked("trening-personalny", "2026-01-05"), booked("trening-w-parze", "2026-01-12")], offered)).toBe("trening-w-parze");
    expect(usualService([booked("wycofana", "2026-01-05"), booked("wycofana", "2026-01-12"), booked("konsultacja", "2026-01-01")], offered)).toBe(
      "konsultacja",
    );
  });
});
