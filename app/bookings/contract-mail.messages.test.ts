import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "~content/booking-schema";
import { packageConfirmation, type ContractMail } from "./contract-mail.messages";

const contract: Extract<ContractMail, { kind: "package" }> = {
  kind: "package",
  name: "Pakiet 8 treningów",
  validity: "8 treningów do wykorzystania w ciągu 6 tygodni",
  price: "1040 zł",
  orderedOn: "26 lutego 2027",
  earlyStart: false,
  form: [],
  payment: [],
  seller: [],
  withdrawal: [],
};

describe("the confirmation of a package ordered with its first session", () => {
  it("says when the first session is with the weekday in the accusative after „w”/„we”, not „pierwszy trening wtorek, 2 marca”", () => {
    const subject = packageConfirmation({ weekday: "tuesday", date: "2 marca 2027", time: "18:00" }, contract).subject;
    expect(subject).toBe("Potwierdzenie zamówienia: Pakiet 8 treningów, pierwszy trening we wtorek 2 marca 2027 o 18:00");
    expect(subject).not.toContain("trening wtorek,");
    const days = WEEKDAYS.map(
      (weekday) => packageConfirmation({ weekday, date: "2 marca 2027", time: "18:00" }, contract).subject.split("pierwszy trening ")[1],
    );
    expect(days).toEqual([
      "w poniedziałek 2 marca 2027 o 18:00",
      "we wtorek 2 marca 2027 o 18:00",
      "w środę 2 marca 2027 o 18:00",
      "w czwartek 2 marca 2027 o 18:00",
      "w piątek 2 marca 2027 o 18:00",
      "w sobotę 2 marca 2027 o 18:00",
      "w niedzielę 2 marca 2027 o 18:00",
    ]);
  });
});
