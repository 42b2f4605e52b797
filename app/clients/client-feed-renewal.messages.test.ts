import { describe, expect, it } from "vitest";
import { CLIENT_FEED_RENEWAL, SIGN_OUT_ENDS_PUSH } from "./client-feed-renewal.messages";

// Addressed to the trainer in the imperative, of the client without a gendered form: right for anyone.
describe("the card's words on signing out and a new calendar address", () => {
  it("say what the old address and the phones' push become, with no gendered form of the trainer or the client", () => {
    expect(CLIENT_FEED_RENEWAL.confirm).toBe("Utwórz nowy adres (stary przestanie działać)");
    expect(CLIENT_FEED_RENEWAL.question).toContain("stary przestanie działać od razu");
    expect(SIGN_OUT_ENDS_PUSH).toContain("przypomnienia pójdą wtedy e-mailem");
    const text = [SIGN_OUT_ENDS_PUSH, ...Object.values(CLIENT_FEED_RENEWAL)].join(" ");
    for (const gendered of [/\bjego\b/, /\bniego\b/, /\bklientk/, /\b(mógł|mogła) (poznać|zgubić)/]) expect(text).not.toMatch(gendered);
  });
});
