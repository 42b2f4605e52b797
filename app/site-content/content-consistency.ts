// What a publish may not bring in: a booking service naming a price-list item
// that is not there, a service from the price list with a name or price of
// its own, a placeholder no one knows, or a fact typed into free text where
// its placeholder belongs (content-facts.ts), a package of sessions without
// its validity or with a text stating another one, a title of the other
// gender than the trainer's. Each said beside its field.
import { statedValidWeeks } from "~content/package-validity";
import { formatPrice } from "~/lib/format";
import { weekCount } from "~/lib/polish-phrases";
import { toEditorValue } from "./editor-value";
import { factProblemsIn } from "./content-facts";
import { factValuesOf } from "./resolve-content";
import type { SectionDocuments, SectionKey } from "./sections";
import { trainerTitleProblems } from "./trainer-title-consistency";
import { voucherProblems } from "./voucher-consistency";

export type ContentProblem = { section: SectionKey; /** The editor's field name, "notes[2]". */ field: string; message: string };

/** Sections of free text that placeholders may appear in. */
export const TEXT_SECTIONS: readonly SectionKey[] = ["offer", "pages", "home", "trainer", "gallery", "achievements"];
/** Fields that are names, addresses or photos, not sentences. */
const NOT_PROSE = /(^|\.)(slug|photo|before|after|heroPhoto|portrait|mapPhoto|icon)$/;

function textFields(value: unknown, name = ""): [string, string][] {
  if (typeof value === "string") return NOT_PROSE.test(name) ? [] : [[name, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, `${name}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => textFields(item, name ? `${name}.${key}` : key));
  return [];
}

function bookingProblems(documents: SectionDocuments): ContentProblem[] {
  const items = new Map(documents.offer.packages.map((item) => [item.slug, item]));
  const problems: ContentProblem[] = [];
  documents.booking.services.forEach((service, index) => {
    const field = (name: string) => `services[${index}].${name}`;
    if (service.package !== null) {
      const item = items.get(service.package);
      if (!item) {
        problems.push({
          section: "booking",
          field: field("package"),
          message: `W cenniku nie ma już pozycji „${service.package}”. Wybierz inną albo „brak” i wpisz nazwę i cenę.`,
        });
      } else if (service.name.trim() !== "" || service.price !== null) {
        const where = service.name.trim() !== "" ? "name" : "price";
        problems.push({
          section: "booking",
          field: field(where),
          message: `Ta usługa bierze nazwę i cenę z cennika („${item.name}”, ${formatPrice(item.price)}): zostaw to pole puste, a nazwę i cenę zmień w „Oferta i cennik”.`,
        });
      }
    }
    service.offerSlugs.forEach((slug, slugIndex) => {
      if (!items.has(slug))
        problems.push({ section: "booking", field: `${field("offerSlugs")}[${slugIndex}]`, message: `W cenniku nie ma pozycji „${slug}”.` });
    });
  });
  return problems;
}

/** A package of sessions states its validity once, in its own field: "w ciągu 8 tygodni" in a text must be that. */
function validityProblems(offer: SectionDocuments["offer"]): ContentProblem[] {
  return offer.packages.flatMap((item, index) => {
    if (item.sessions <= 1) return [];
    const field = (name: string) => `packages[${index}].${name}`;
    const weeks = item.validWeeks;
    if (weeks === null)
      return [{ section: "offer" as const, field: field("validWeeks"), message: "Podaj, w ciągu ilu tygodni można wykorzystać treningi z pakietu, np. 6." }];
    return item.includes.flatMap((text, textIndex) => {
      const stated = statedValidWeeks(text);
      if (stated === null || stated === weeks) return [];
      return [
        {
          section: "offer" as const,
          field: field(`includes[${textIndex}]`),
          message: `Ten tekst podaje inną ważność (${weekCount(stated)}) niż pole „W ciągu ilu tygodni można wykorzystać treningi” (${weekCount(weeks)}). Strona sama pisze, w ciągu ilu tygodni można wykorzystać pakiet: usuń ważność z tego tekstu.`,
        },
      ];
    });
  });
}

function textProblems(documents: SectionDocuments): ContentProblem[] {
  const values = factValuesOf(documents);
  return TEXT_SECTIONS.flatMap((section) =>
    textFields(toEditorValue(section, documents[section])).flatMap(([field, text]) =>
      factProblemsIn(text, values).map((problem) => ({ section, field, message: `${problem.message}.` })),
    ),
  );
}

/** The testimonials say whether and how they are checked: the home page is not published until the trainer chooses. */
function testimonialsCheckProblems(home: SectionDocuments["home"]): ContentProblem[] {
  return home.testimonialsCheck === ""
    ? [
        {
          section: "home",
          field: "testimonialsCheck",
          message: "Wybierz, czy i jak sprawdzasz, że opinie są od klientów: strona musi to napisać pod opiniami.",
        },
      ]
    : [];
}

export function contentProblems(documents: SectionDocuments): ContentProblem[] {
  return [
    ...bookingProblems(documents),
    ...validityProblems(documents.offer),
    ...voucherProblems(documents),
    ...textProblems(documents),
    ...trainerTitleProblems(documents.trainer),
    ...testimonialsCheckProblems(documents.home),
  ];
}

/**
 * What publishing `section` as in `candidate` would bring in: every problem
 * in that section (the trainer is editing it and can mend it there), and in
 * other sections only those the change creates (a price-list item removed
 * while a booking service names it).
 */
export function problemsOfPublish(section: SectionKey, current: SectionDocuments, candidate: SectionDocuments): ContentProblem[] {
  const before = new Set(contentProblems(current).map((problem) => `${problem.section} ${problem.field}`));
  return contentProblems(candidate).filter((problem) => problem.section === section || !before.has(`${problem.section} ${problem.field}`));
}
