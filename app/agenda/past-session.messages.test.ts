import { describe, expect, it } from "vitest";
import { PAST_SESSION_LEAD } from "./past-session.messages";

describe("the page for a session that took place", () => {
  it("names the status as the agenda shows it, agreeing with „rezerwacja”", () => {
    expect(PAST_SESSION_LEAD).toContain("zapisze się w kalendarzu jako rezerwacja, która się odbyła,");
    expect(PAST_SESSION_LEAD).not.toContain("„odbył się”");
  });
});
