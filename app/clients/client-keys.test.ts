import { describe, expect, it } from "vitest";
import { clientKeys } from "~/clients/client-keys";

describe("clientKeys", () => {
  it("finds one mailbox and one phone however they are written", () => {
    expect(clientKeys({ email: "Anna.Nowak+sport@googlemail.com", phone: "0048 500-100-200" })).toEqual(["e:annanowak@gmail.com", "p:+48500100200"]);
    expect(clientKeys({ email: "anna@example.com", phone: "" })).toEqual(["e:anna@example.com"]);
    expect(clientKeys({ email: "", phone: "500 100 200" })).toEqual(["p:+48500100200"]);
  });

  it("has no key for what is neither", () => {
    expect(clientKeys({ email: "", phone: "" })).toEqual([]);
    expect(clientKeys({ email: "nie-adres", phone: "123" })).toEqual([]);
  });
});
