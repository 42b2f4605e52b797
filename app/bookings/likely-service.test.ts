import { describe, expect, it } from "vitest";
import { likelyService } from "./likely-service";

const consultation = { slug: "konsultacja", price: 0, seats: 1 };
const session = { slug: "trening", price: 150, seats: 1 };
const listed = { slug: "cennik", price: null, seats: 1 };
const group = { slug: "grupa", price: 40, seats: 6 };

describe("the service a first booking or group starts from", () => {
  it("for one person: the first paid one, a price list's price counting as paid, never the free consultation", () => {
    expect(likelyService([consultation, group, session], "one")).toBe(session);
    expect(likelyService([consultation, listed, session], "one")).toBe(listed);
    expect(likelyService([consultation], "one")).toBeUndefined();
  });

  it("for a group: the first with places, else the first paid one", () => {
    expect(likelyService([consultation, session, group], "group")).toBe(group);
    expect(likelyService([consultation, session], "group")).toBe(session);
    expect(likelyService([consultation], "group")).toBeUndefined();
  });
});
