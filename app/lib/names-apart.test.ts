import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { namesApart } from "./names-apart";

const person = (name: string, email = "", phone = "") => ({ name, email, phone });

describe("namesApart", () => {
  test("a name no one else has stays bare; repeated names show the e-mail, or the phone without one", () => {
    const labels = namesApart([
      person("Katarzyna Lewandowska", "kasia@example.com"),
      person("Anna Nowak", "anna@example.com"),
      person("katarzyna  lewandowska", "", "600 100 200"),
    ]).map((one) => one.label);
    expect(labels).toEqual(["Katarzyna Lewandowska (kasia@example.com)", "Anna Nowak", "katarzyna  lewandowska (600 100 200)"]);
  });

  test("people with distinct e-mails never share a label", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.emailAddress(), { selector: (email) => email.toLocaleLowerCase("pl"), maxLength: 8 }),
        fc.array(fc.constantFrom("Ala Kot", "Ola Kot", "ala kot"), { minLength: 8, maxLength: 8 }),
        (emails, names) => {
          const labels = namesApart(emails.map((email, at) => person(names[at]!, email))).map((one) => one.label.toLocaleLowerCase("pl"));
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
    );
  });
});
