import { describe, expect, it } from "vitest";
import { feedSettingsToast } from "./calendar-feed.messages";

describe("the feed settings' toasts", () => {
  it("names the provider the policy now states, with full or minimal details", () => {
    const provider = "Google Ireland Limited (Kalendarz Google)";
    expect(feedSettingsToast({ kind: "saved", provider, full: true })).toBe(
      `Zapisano: kalendarz dostanie pełne dane klientów, a polityka prywatności wymienia ${provider} jako odbiorcę.`,
    );
    expect(feedSettingsToast({ kind: "saved", provider, full: false })).toBe(
      `Zapisano: kalendarz dostanie tylko imię klienta i usługę, a polityka prywatności wymienia ${provider} jako odbiorcę.`,
    );
    expect(feedSettingsToast({ kind: "saved", provider: null, full: false })).toMatch(/nie wymienia już żadnego kalendarza/);
  });

  it("says why nothing was saved", () => {
    expect(feedSettingsToast({ kind: "not-published", problem: "Strona się nie wyświetla." })).toBe("Nie zapisano. Strona się nie wyświetla.");
    for (const kind of ["short-provider", "full-without-provider", "no-content", "unchanged", "stale"] as const) {
      expect(feedSettingsToast({ kind })).toMatch(/^[A-ZŁŚŻ].+\.$/);
    }
  });
});
