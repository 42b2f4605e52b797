import { describe, expect, it } from "vitest";
import { countLinks, enquirySchema } from "./enquiry-schema";

const schema = enquirySchema(["dieta", "pakiet-8-treningow"]);
const valid = {
  name: "Anna Nowak",
  email: "anna@example.com",
  phone: "500 000 000",
  service: "dieta",
  message: "Chcę schudnąć 10 kg do lata.",
  submissionKey: "abcdefghijklmnop1234",
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("enquirySchema", () => {
  it("accepts a valid enquiry, trims it and normalises the phone", () => {
    const result = schema.parse({ ...valid, name: "  Anna Nowak ", phone: "0048 500-000-000" });
    expect(result).toMatchObject({ name: "Anna Nowak", phone: "+48 500 000 000", service: "dieta" });
  });

  it("treats an empty phone and service as not given", () => {
    expect(schema.parse({ ...valid, phone: "", service: "" })).toMatchObject({ phone: null, service: null });
  });

  it("explains in Polish what is missing", () => {
    expect(errorsOf({ submissionKey: valid.submissionKey })).toEqual({
      name: "Podaj imię i nazwisko.",
      email: "Podaj adres e-mail, na który mam odpowiedzieć.",
      message: "Napisz kilka słów o tym, czego potrzebujesz.",
    });
  });

  it("refuses values that are too long", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(101) }).name).toMatch(/najwyżej 100 znaków/);
    expect(errorsOf({ ...valid, message: "a".repeat(5001) }).message).toMatch(/najwyżej 5000 znaków/);
  });

  it("refuses CR/LF in the name and the e-mail", () => {
    expect(errorsOf({ ...valid, name: "Anna\r\nBcc: x@example.com" }).name).toMatch(/nowego wiersza/);
    expect(errorsOf({ ...valid, email: "anna@example.com\r\nBcc: x@example.com" }).email).toMatch(/poprawny adres/);
  });

  it("refuses wrong types, unknown services and bad phones", () => {
    expect(errorsOf({ ...valid, name: ["a", "b"] }).name).toBeDefined();
    expect(errorsOf({ ...valid, service: "masaz" }).service).toBe("Wybierz usługę z listy.");
    expect(errorsOf({ ...valid, phone: "123" }).phone).toMatch(/500 000 000/);
    expect(errorsOf({ ...valid, submissionKey: "x" }).submissionKey).toMatch(/Odśwież/);
  });
});

describe("countLinks", () => {
  it("counts web addresses", () => {
    expect(countLinks("zobacz https://a.pl i http://b.pl oraz www.c.pl")).toBe(3);
    expect(countLinks("bez linków")).toBe(0);
  });
});
