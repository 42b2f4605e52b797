import { describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE, parseDatabaseUrl, type DatabaseLocation } from "./database-url.server";

// Every form .env.example documents, and what each means.
const ACCEPTED: [string | undefined, DatabaseLocation][] = [
  [undefined, { dialect: "sqlite", file: DEFAULT_SQLITE_FILE }],
  ["  ", { dialect: "sqlite", file: DEFAULT_SQLITE_FILE }],
  ["sqlite:/var/lib/site/site.db", { dialect: "sqlite", file: "/var/lib/site/site.db" }],
  ["sqlite:./data/x.db", { dialect: "sqlite", file: "./data/x.db" }],
  ["SQLite:./data/x.db", { dialect: "sqlite", file: "./data/x.db" }],
  ["sqlite:///srv/site.db", { dialect: "sqlite", file: "/srv/site.db" }],
  ["/srv/site.db", { dialect: "sqlite", file: "/srv/site.db" }],
  ["./data/other.db", { dialect: "sqlite", file: "./data/other.db" }],
  ["data/site.db", { dialect: "sqlite", file: "data/site.db" }],
  [":memory:", { dialect: "sqlite", file: ":memory:" }],
  ["postgres://u:p@db:5432/site", { dialect: "postgres", connectionString: "postgres://u:p@db:5432/site" }],
  ["postgresql://db/site?sslmode=require", { dialect: "postgres", connectionString: "postgresql://db/site?sslmode=require" }],
  ["  postgres://db/site  ", { dialect: "postgres", connectionString: "postgres://db/site" }],
];

// Typos and other databases, with the words the one-line error must contain.
const REFUSED: [string, RegExp][] = [
  ["file:/tmp/cli-test.db", /file: addresses are not supported/],
  ["file:///srv/site.db", /file: addresses are not supported/],
  ["FILE:./site.db", /file: addresses are not supported/],
  ["postgres:/x", /postgres: needs two slashes/],
  ["postgres:db/site", /postgres: needs two slashes/],
  ["postgresql:/db/site", /postgresql: needs two slashes/],
  ["postgres://", /not a valid postgres:\/\/ address/],
  ["postgres://db:99999999/site", /not a valid postgres:\/\/ address/],
  ["mysql://db/site", /mysql: is not supported/],
  ["mariadb://db/site", /mariadb: is not supported/],
  ["http://db/site", /http: is not supported/],
  ["sqlite:", /sqlite: needs a file path/],
  ["sqlite://", /sqlite: needs a file path/],
  ["sqlite", /"sqlite" is not an address/],
  ["sqlite3", /"sqlite3" is not an address/],
  ["postgres", /"postgres" is not an address/],
];

describe("parseDatabaseUrl", () => {
  it.each(ACCEPTED)("reads %j as documented", (url, location) => {
    expect(parseDatabaseUrl(url)).toEqual(location);
  });

  it.each(REFUSED)("refuses %j in one line naming the problem", (url, problem) => {
    let message = "";
    try {
      parseDatabaseUrl(url);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(problem);
    expect(message).not.toContain("\n");
  });
});
