import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: string) =>
  new Request("http://localhost/kontakt", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

describe("readForm", () => {
  it("drops control characters from values, keeping tabs and line breaks (a vertical tab or form feed becomes one)", async () => {
    const form = await readForm(post("message=Dzie%C5%84%00+dobry%0B%0C%1B%7F%09a%0D%0Ab%01&name=%C5%81ucja%00"), ["message", "name"]);
    expect(form).toMatchObject({ ok: true });
    if (!form.ok) return;
    expect(form.fields.get("message")).toBe("Dzień dobry\n\n\ta\r\nb");
    expect(form.fields.get("name")).toBe("Łucja");
  });

  it("refuses a field name with a control character as an unknown field", async () => {
    expect(await readForm(post("name%00=Anna"), ["name"])).toMatchObject({ ok: false, status: 400 });
  });

  it("speaks of any form, not of the contact page's: every form of the site and the panel reads its body here", async () => {
    const json = new Request("http://localhost/rezerwacja", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await readForm(json, ["name"])).toEqual({
      ok: false,
      status: 415,
      message: "Nieobsługiwany format danych. Odśwież stronę i wyślij formularz ponownie.",
    });
    expect(await readForm(post(`notes=${"a".repeat(70 * 1024)}`), ["notes"])).toEqual({
      ok: false,
      status: 413,
      message: "Formularz zawiera za dużo tekstu. Skróć go i wyślij ponownie.",
    });
  });
});
