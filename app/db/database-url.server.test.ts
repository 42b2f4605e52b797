import { describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE, parseDatabaseUrl } from "./database-url.server";

describe("parseDatabaseUrl", () => {
  it("defaults to the SQLite file in ./data", () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ dialect: "sqlite", file: DEFAULT_SQLITE_FILE });
    expect(parseDatabaseUrl("  ")).toEqual({ dialect: "sqlite", file: DEFAULT_SQLITE_FILE });
  });

  it("reads sqlite: addresses and bare paths as SQLite files", () => {
    expect(parseDatabaseUrl("sqlite:/var/lib/site/site.db")).toEqual({ dialect: "sqlite", file: "/var/lib/site/site.db" });
    expect(parseDatabaseUrl("sqlite:./data/x.db")).toEqual({ dialect: "sqlite", file: "./data/x.db" });
    expect(parseDatabaseUrl("sqlite:///srv/site.db")).toEqual({ dialect: "sqlite", file: "/srv/site.db" });
    expect(parseDatabaseUrl("/srv/site.db")).toEqual({ dialect: "sqlite", file: "/srv/site.db" });
  });

  it("reads postgres:// and postgresql:// as PostgreSQL", () => {
    for (const url of ["postgres://u:p@db:5432/site", "postgresql://db/site?sslmode=require"]) {
      expect(parseDatabaseUrl(url)).toEqual({ dialect: "postgres", connectionString: url });
    }
  });

  it("refuses other databases and an empty sqlite: path", () => {
    expect(() => parseDatabaseUrl("mysql://db/site")).toThrow(/supported/);
    expect(() => parseDatabaseUrl("sqlite:")).toThrow(/path/);
  });
});
