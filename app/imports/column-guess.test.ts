import { expect, test } from "vitest";
import { guessColumns } from "./column-guess";
import { mapPeople } from "./mapped-people";
import { rolesFrom } from "./roles-from";

test("Booksy's export headers", () => {
  expect(guessColumns(["Imię", "Nazwisko", "Telefon", "Email", "Notatki", "Data urodzenia"])).toEqual([
    "first-name",
    "last-name",
    "phone",
    "email",
    "notes",
    "skip",
  ]);
});

test("Google Contacts' headers: the first e-mail and phone only", () => {
  const header = ["First Name", "Middle Name", "Last Name", "E-mail 1 - Value", "E-mail 2 - Value", "Phone 1 - Value", "Notes"];
  expect(guessColumns(header)).toEqual(["first-name", "skip", "last-name", "email", "skip", "phone", "notes"]);
});

test("any sheet's common names", () => {
  expect(guessColumns(["Imię i nazwisko", "E-mail", "Nr telefonu", "Uwagi", ""])).toEqual(["full-name", "email", "phone", "notes", "skip"]);
  expect(guessColumns(["Klient", "Adres e-mail", "Komórka"])).toEqual(["full-name", "email", "phone"]);
});

test("the trainer's choices override the guesses; an unknown choice keeps the guess", () => {
  const fields = new URLSearchParams({ k0: "full-name", k1: "nonsense" });
  expect(rolesFrom(fields, ["first-name", "email", "phone"])).toEqual(["full-name", "email", "phone"]);
});

test("rows become people; a row with neither e-mail nor phone, or a bad e-mail, is skipped", () => {
  const rows = [
    ["Anna", "Nowak", "a@example.com", ""],
    ["Jan", "Kowalski", "", "500 100 200"],
    ["Ewa", "", "", ""],
    ["Ola", "", "not-an-address", ""],
  ];
  expect(mapPeople(rows, ["first-name", "last-name", "email", "phone"])).toEqual([
    { row: 1, person: { name: "Anna Nowak", email: "a@example.com", phone: "", notes: "" } },
    { row: 2, person: { name: "Jan Kowalski", email: "", phone: "500 100 200", notes: "" } },
    { row: 3, skipped: "no-contact" },
    { row: 4, skipped: "bad-email" },
  ]);
});
