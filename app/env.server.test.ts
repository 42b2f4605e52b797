import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", SITE_URL: "http://localhost:3000" });
  });

  it("drops a trailing slash from SITE_URL so links never get a double slash", () => {
    expect(parseEnv({ SITE_URL: "https://trener.example.com/" }).SITE_URL).toBe("https://trener.example.com");
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
