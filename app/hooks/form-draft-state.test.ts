import { describe, expect, it } from "vitest";
import { differs, draftAtStart, followPost, isFormDraft, postSignature, type SentPost } from "./form-draft-state";

const formData = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const sale = formData([
  ["saleKey", "k1"],
  ["offer", "pakiet-8"],
  ["price", "900"],
  ["from", "sale"],
  ["paid", "on"],
  ["intent", "sell"],
]);

describe("isFormDraft and differs", () => {
  it("takes a kept draft of any field's text, and nothing else", () => {
    expect(isFormDraft({ values: { offer: "pakiet-8", paid: "on", from: "sale", price: "" }, savedAt: "2026-05-04T10:00:00.000Z" })).toBe(true);
    for (const kept of [null, "tekst", { values: { price: 900 }, savedAt: "x" }, { values: {}, savedAt: 1 }, { values: null, savedAt: "x" }])
      expect(isFormDraft(kept)).toBe(false);
  });

  it("compares only the fields the server holds, a checkbox and a radio as their text, spaces around a text not counting", () => {
    const saved = { offer: "pakiet-4", paid: "", from: "first_session", note: "" };
    expect(differs({ offer: "pakiet-4", paid: "", from: "first_session", note: "  ", saleKey: "inny" }, saved)).toBe(false);
    expect(differs({ ...saved, paid: "on" }, saved)).toBe(true);
    expect(differs({ ...saved, from: "sale" }, saved)).toBe(true);
    expect(differs({ ...saved, offer: "pakiet-8" }, saved)).toBe(true);
  });
});

describe("postSignature", () => {
  it("is the same whichever order the fields came in, and differs when a field does", () => {
    const reordered = formData([...sale].reverse().map(([name, value]) => [name, String(value)]));
    expect(postSignature(reordered)).toBe(postSignature(sale));
    const otherPrice = formData([...sale].map(([name, value]) => [name, name === "price" ? "901" : String(value)]));
    expect(postSignature(otherPrice)).not.toBe(postSignature(sale));
  });
});

describe("followPost", () => {
  const failure = { problem: { intent: "sell", message: "Cena musi być liczbą." } };
  const sent: SentPost = { signature: postSignature(sale), before: undefined, started: false };
  const submitting = { state: "submitting" as const, formData: sale };
  const loading = { state: "loading" as const, formData: sale };

  it("is taken when the post redirected (the next page loads with the action data as it was), also back to this page", () => {
    const started = followPost(sent, submitting, undefined);
    expect(started).toEqual({ sent: { ...sent, started: true }, fate: null });
    expect(followPost(started.sent!, loading, undefined)).toEqual({ sent: null, fate: "taken" });
    // An earlier refusal still on the page does not make a redirect a refusal.
    const afterRefusal = { ...sent, before: failure, started: true };
    expect(followPost(afterRefusal, loading, failure).fate).toBe("taken");
  });

  it("is refused when the action answered with its problem, whether the page reloads its data or not", () => {
    const started = { ...sent, started: true };
    expect(followPost(started, loading, { ...failure }).fate).toBe("refused");
    expect(followPost(started, { state: "idle" }, { ...failure }).fate).toBe("refused");
    // A second refusal is a new answer, even when it says the same.
    expect(followPost({ ...started, before: failure }, loading, structuredClone(failure)).fate).toBe("refused");
  });

  it("decides nothing for another form's post or a link tapped meanwhile, nor before React Router took the post up", () => {
    const otherForm = formData([
      ["id", "7"],
      ["intent", "paid"],
    ]);
    expect(followPost(sent, { state: "submitting", formData: otherForm }, undefined)).toEqual({ sent: null, fate: null });
    expect(followPost({ ...sent, started: true }, { state: "loading" }, undefined)).toEqual({ sent: null, fate: null });
    expect(followPost(sent, { state: "idle" }, undefined)).toEqual({ sent, fate: null });
  });
});

describe("draftAtStart", () => {
  const saved = { notes: "" };
  const typed = { notes: "Cel: podciągnięcie." };
  const older = { values: { notes: "Starsze notatki." }, savedAt: "2026-05-04T10:00:00.000Z" };

  it("keeps what was typed before the page's code ran, which no change was seen for", () => {
    expect(draftAtStart(null, typed, saved, saved)).toEqual({ offer: null, unsaved: true, keep: typed });
    // A draft the server has since taken is replaced by what was typed.
    expect(draftAtStart({ ...older, values: saved }, typed, saved, saved)).toEqual({ offer: null, unsaved: true, keep: typed });
  });

  it("keeps nothing new when the form shows the page as sent, and drops a draft the server holds", () => {
    expect(draftAtStart(null, saved, saved, saved)).toEqual({ offer: null, unsaved: false, keep: null });
    expect(draftAtStart({ ...older, values: saved }, saved, saved, saved)).toEqual({ offer: null, unsaved: false, keep: "drop" });
    // A save refused: the page was sent with what was typed, unsaved, and the same draft is not offered back.
    expect(draftAtStart(older, older.values, older.values, saved)).toEqual({ offer: null, unsaved: true, keep: null });
  });

  it("offers an older draft back and does not overwrite it with what was typed meanwhile", () => {
    expect(draftAtStart(older, saved, saved, saved)).toEqual({ offer: older, unsaved: false, keep: null });
    expect(draftAtStart(older, typed, saved, saved)).toEqual({ offer: older, unsaved: true, keep: null });
  });
});
