import type { z } from "zod";
import { countedPhrase } from "~/lib/polish-plural";

const characters = (count: number) => countedPhrase(count, { one: "{count} znak", few: "{count} znaki", many: "{count} znaków" });
const items = (count: number) => countedPhrase(count, { one: "{count} pozycję", few: "{count} pozycje", many: "{count} pozycji" });

/**
 * Polish messages for what content/schema.ts leaves to Zod (a minimum
 * length, a required field); its own messages come first.
 */
export const polishErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return "To pole trzeba wypełnić.";
      return issue.expected === "number" ? "Wpisz liczbę, np. 150." : "Niepoprawna wartość.";
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string") return minimum <= 1 ? "To pole trzeba wypełnić." : `Wpisz co najmniej ${characters(minimum)}.`;
      if (issue.origin === "array") return `Lista musi mieć co najmniej ${items(minimum)}.`;
      return `Najmniejsza możliwa wartość to ${minimum}.`;
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return `Wpisz najwyżej ${characters(maximum)}.`;
      if (issue.origin === "array") return `Lista może mieć najwyżej ${items(maximum)}.`;
      return `Największa możliwa wartość to ${maximum}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Wpisz adres e-mail, np. kontakt@example.com.";
      if (issue.format === "url") return "Wpisz pełny adres zaczynający się od https://.";
      return "Niepoprawny zapis.";
    case "invalid_value":
      return "Wybierz jedną z możliwości.";
    default:
      return "Niepoprawna wartość.";
  }
};
