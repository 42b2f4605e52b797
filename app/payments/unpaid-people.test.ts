import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linesField, linesOf, owingPeople, type OwedLine } from "./unpaid-people";

const line = (kind: "booking" | "package", id: number, clientId: number | null, client: string, amount: number): OwedLine => ({
  kind,
  id,
  clientId,
  client,
  amount,
});

describe("'Do zapłaty' by person", () => {
  it("keeps each person's lines in order under them, with what they owe in all, people by their oldest line", () => {
    const people = owingPeople([
      line("booking", 1, 7, "Anna Nowak", 150),
      line("booking", 2, 9, "Jan Lis", 120),
      line("package", 3, 7, "Anna Nowak", 1040),
      line("booking", 4, null, "Ewa (bez karty)", 150),
    ]);
    expect(people.map((person) => [person.client, person.lines.map((one) => one.id), person.sessions, person.packages, person.amount])).toEqual([
      ["Anna Nowak", [1, 3], 1, 1, 1190],
      ["Jan Lis", [2], 1, 0, 120],
      ["Ewa (bez karty)", [4], 1, 0, 150],
    ]);
  });

  it("loses no line and adds up to the whole, whatever the lines", () => {
    const lines = fc.array(
      fc.record({
        kind: fc.constantFrom("booking" as const, "package" as const),
        id: fc.nat(),
        clientId: fc.option(fc.nat(5), { nil: null }),
        client: fc.constantFrom("A", "B", "C"),
        amount: fc.nat(2000),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(lines, (owed) => {
        const people = owingPeople(owed);
        expect(people.flatMap((person) => person.lines)).toHaveLength(owed.length);
        expect(people.reduce((sum, person) => sum + person.amount, 0)).toBe(owed.reduce((sum, one) => sum + one.amount, 0));
      }),
    );
  });

  it("posts its lines and reads back only what such a form sends", () => {
    expect(linesOf(linesField([line("booking", 12, 1, "A", 1), line("package", 3, 1, "A", 1)]))).toEqual([
      { kind: "booking", id: 12 },
      { kind: "package", id: 3 },
    ]);
    expect(linesOf("booking-1,enquiry-2,package-x,package-4; drop table,booking-99999999999999")).toEqual([{ kind: "booking", id: 1 }]);
    expect(linesOf(null)).toEqual([]);
    expect(linesOf(Array.from({ length: 500 }, (_, index) => `booking-${index}`).join(","))).toHaveLength(200);
  });
});
