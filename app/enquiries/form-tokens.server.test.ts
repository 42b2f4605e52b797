import { describe, expect, it } from "vitest";
import { formTokenInputs } from "./form-tokens.server";

describe("formTokenInputs", () => {
  it("writes both tokens as hidden inputs tied to the form, each name before its value as every form's inputs are", () => {
    const html = formTokenInputs("zapytanie", { submissionKey: "abc_-123", stamp: "1790000000000.sig" });
    expect(html).toBe(
      '<input type="hidden" form="zapytanie" data-form-token name="submissionKey" value="abc_-123">' +
        '<input type="hidden" form="zapytanie" data-form-token name="stamp" value="1790000000000.sig">',
    );
  });

  it("cannot be broken out of by a value", () => {
    expect(formTokenInputs("f", { submissionKey: '"><script>', stamp: "&" })).not.toMatch(/"><script>|value="&"/);
  });
});
