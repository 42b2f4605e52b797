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
    { row: 3, skipped: "no-contact", name: "Ewa", email: "" },
    { row: 4, skipped: "bad-email", name: "Ola", email: "not-an-address" },
  ]);
});

test("an appointment's columns, and a birth date that is none", () => {
  expect(guessColumns(["Klient", "Data urodzenia", "Data wizyty", "Godzina", "Usługa"])).toEqual(["full-name", "skip", "date", "time", "service"]);
});

test("an appointment read from a date and a time, or from one column with both; one not read is marked", () => {
  const roles = ["full-name", "phone", "date", "time", "service"] as const;
  const [written, together, unread] = mapPeople(
    [
      ["Anna", "500100200", "10.03.2027", "9:30", "Trening"],
      ["Jan", "600100200", "2027-03-10 18:00", "", ""],
      ["Ewa", "700100200", "jutro", "9", ""],
    ],
    [...roles],
  );
  expect(written).toMatchObject({ visit: { date: "2027-03-10", time: "09:30", service: "Trening" } });
  expect(together).toMatchObject({ visit: { date: "2027-03-10", time: "18:00", service: "" } });
  expect(unread).toMatchObject({ visit: { unreadable: true } });
});
