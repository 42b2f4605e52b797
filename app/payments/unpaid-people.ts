// "Do zapłaty" by person: each one's lines, oldest first, with what they owe
// in all; the people in the order of their oldest line. Pure.

/** One line owed, as the page lists it. */
export type OwedLine = { kind: "booking" | "package"; id: number; clientId: number | null; client: string; amount: number };

export type OwingPerson<Line extends OwedLine> = {
  key: string;
  client: string;
  clientId: number | null;
  lines: Line[];
  sessions: number;
  packages: number;
  amount: number;
};

/** A person is their card; a booking without one (taken before cards) is its name. */
const personKey = (line: OwedLine) => (line.clientId === null ? `imie:${line.client}` : `karta:${line.clientId}`);

/** `lines` oldest first: each person keeps that order, and comes where their oldest line is. */
export function owingPeople<Line extends OwedLine>(lines: readonly Line[]): OwingPerson<Line>[] {
  const people = new Map<string, OwingPerson<Line>>();
  for (const line of lines) {
    const key = personKey(line);
    const person = people.get(key) ?? { key, client: line.client, clientId: line.clientId, lines: [], sessions: 0, packages: 0, amount: 0 };
    person.lines.push(line);
    person[line.kind === "booking" ? "sessions" : "packages"]++;
    person.amount += line.amount;
    people.set(key, person);
  }
  return [...people.values()];
}

/** The lines a "Wszystko naraz" form posts: "booking-12,package-3". */
export const linesField = (lines: readonly OwedLine[]) => lines.map((line) => `${line.kind}-${line.id}`).join(",");

/** The lines posted, read back; at most `limit`, anything else left out. */
export function linesOf(field: string | null, limit = 200): { kind: "booking" | "package"; id: number }[] {
  const lines = [];
  for (const part of (field ?? "").split(",").slice(0, limit)) {
    const match = /^(booking|package)-(\d{1,12})$/.exec(part.trim());
    if (match) lines.push({ kind: match[1] as "booking" | "package", id: Number(match[2]) });
  }
  return lines;
}
