import { describe, expect, it } from "vitest";
import { contentProblems, problemsOfPublish } from "./content-consistency";
import { initialContent } from "./live-content.server";
import { contentWith } from "../../tests/support/content-draft";
import { statedValidWeeks } from "~content/package-validity";
import type { SectionDocuments } from "./sections";

const documents = initialContent();

describe("facts typed where their placeholder belongs", () => {
  it("finds none in the initial content", () => {
    expect(contentProblems(documents)).toEqual([]);
  });

  it.each([
    [
      "offer",
      "notes[2]",
      (draft: SectionDocuments): void => {
        draft.offer.notes[2] = "Trening można odwołać bez opłaty do 24 godzin przed terminem.";
      },
      "{termin odwołania}",
    ],
    [
      "offer",
      "notes[0]",
      (draft: SectionDocuments): void => {
        draft.offer.notes[0] = "Pierwsza konsultacja (ok. 30 minut, w studiu albo przez telefon) jest bezpłatna.";
      },
      "{czas konsultacji}",
    ],
    [
      "home",
      "faq[1].answer",
      (draft: SectionDocuments): void => {
        draft.home.faq[1]!.answer = "Spotkanie odwołasz najpóźniej dzień wcześniej, 12 h przed treningiem.";
      },
      "{termin odwołania}",
    ],
    [
      "pages",
      "thanks.description",
      (draft: SectionDocuments): void => {
        draft.pages.thanks.description = "Twoja wiadomość dotarła. Odpowiem w ciągu 48 godzin, telefonicznie albo e-mailem.";
      },
      "{czas odpowiedzi}",
    ],
  ] as const)("refuses a typed fact in %s %s and names the placeholder", (section, field, change, placeholder) => {
    const problems = contentProblems(contentWith(change));
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ section, field, message: expect.stringContaining(placeholder) })]));
  });

  it("refuses a placeholder no one knows, and lists those there are", () => {
    const [problem] = contentProblems(contentWith((draft) => (draft.offer.notes[1] = "Płatność {sposób płatności}.")));
    expect(problem).toMatchObject({ section: "offer", field: "notes[1]" });
    expect(problem!.message).toContain("{termin odwołania}");
  });
});

describe("booking services and the price list", () => {
  it("refuses a name or price of its own for a service from the price list", () => {
    const problems = contentProblems(contentWith((draft) => (draft.booking.services[2]!.price = 150)));
    expect(problems).toEqual([
      expect.objectContaining({ section: "booking", field: "services[2].price", message: expect.stringContaining("„Oferta i cennik”") }),
    ]);
  });

  it("refuses removing a price-list item a service names, from the offer's editor, naming the booking section", () => {
    const current = documents;
    const candidate = contentWith((draft) => (draft.offer.packages = draft.offer.packages.filter((item) => item.slug !== "trening-personalny")));
    const problems = problemsOfPublish("offer", current, candidate);
    expect(problems).toEqual([expect.objectContaining({ section: "booking", field: "services[2].package" })]);
    expect(
      problemsOfPublish(
        "offer",
        current,
        contentWith((draft) => (draft.offer.packages = draft.offer.packages.filter((item) => item.slug !== "pakiet-12-treningow"))),
      ),
    ).toEqual([expect.objectContaining({ section: "booking", field: "services[2].offerSlugs[1]" })]);
  });

  it("does not hold up a publish of one section for an old problem in another", () => {
    const current = contentWith((draft) => (draft.offer.notes[2] = "Trening można odwołać bez opłaty do 24 godzin przed terminem."));
    const candidate = structuredClone(current);
    candidate.booking.cancelCutoffHours = 6;
    expect(problemsOfPublish("booking", current, candidate)).toEqual([]);
    // …while the offer itself cannot be published again with it.
    expect(problemsOfPublish("offer", current, candidate)).toHaveLength(1);
  });
});

describe("a package's validity, stated once", () => {
  it("refuses a text that states another validity than the package's, and a package of sessions without one", () => {
    const other = contentProblems(contentWith((draft) => (draft.offer.packages[1]!.includes[0] = "8 treningów w ciągu 8 tygodni")));
    expect(other).toEqual([expect.objectContaining({ section: "offer", field: "packages[1].includes[0]", message: expect.stringContaining("8 tygodni") })]);
    const missing = contentProblems(contentWith((draft) => (draft.offer.packages[2]!.validWeeks = null)));
    expect(missing).toEqual([expect.objectContaining({ section: "offer", field: "packages[2].validWeeks" })]);
  });

  it("lets a text state the same validity, and other weeks that are no validity", () => {
    const same = contentWith((draft) => {
      draft.offer.packages[1]!.includes[0] = "ważny 6 tygodni od pierwszego treningu";
      draft.offer.packages[2]!.includes[2] = "pomiary co 4 tygodnie";
    });
    expect(contentProblems(same)).toEqual([]);
  });
});

describe("what states a validity", () => {
  it.each([
    ["8 treningów w ciągu 6 tygodni", 6],
    ["ważny 4 tygodnie", 4],
    ["do wykorzystania w ciągu tygodnia", 1],
    ["plan na dni bez trenera przez 4 tygodnie", null],
    ["pomiary co 4 tygodnie", null],
  ])("%s: %s", (text, weeks) => {
    expect(statedValidWeeks(text)).toBe(weeks);
  });
});

describe("the testimonials' check", () => {
  it("refuses to publish the home page until the trainer chooses whether and how the testimonials are checked, and only there", () => {
    const unchosen = contentWith((documents: SectionDocuments) => {
      documents.home.testimonialsCheck = "";
    });
    const problem = {
      section: "home",
      field: "testimonialsCheck",
      message: "Wybierz, czy i jak sprawdzasz, że opinie są od klientów: strona musi to napisać pod opiniami.",
    };
    expect(problemsOfPublish("home", unchosen, unchosen)).toEqual([problem]);
    // Another section is published as before: the home page's choice waits for the home page.
    expect(problemsOfPublish("offer", unchosen, unchosen)).toEqual([]);
    const chosen = contentWith((documents: SectionDocuments) => {
      documents.home.testimonialsCheck = "checkedAgainstBookings";
    });
    expect(problemsOfPublish("home", unchosen, chosen)).toEqual([]);
  });
});
