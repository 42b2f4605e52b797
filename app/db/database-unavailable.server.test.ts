import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.server";

describe("isDatabaseUnavailable", () => {
  it.each([
    [Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), true],
    [Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }), true],
    [Object.assign(new Error("the database system is starting up"), { code: "57P03" }), true],
    [new Error("Connection terminated unexpectedly"), true],
    [new Error("wrapped", { cause: Object.assign(new Error("busy"), { code: "SQLITE_BUSY" }) }), true],
    [Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }), false],
    [Object.assign(new Error("invalid input syntax"), { code: "22P02" }), false],
    [new Error("Brak zdjęcia x.jpg"), false],
    ["text", false],
    [null, false],
  ])("%s → %s", (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
