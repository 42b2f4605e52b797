import { describe, expect, it } from "vitest";
import { createMailTransport } from "./email.server";

describe("createMailTransport", () => {
  it("makes no transport when SMTP_URL is unset", () => {
    expect(createMailTransport(undefined)).toBeNull();
  });
});
