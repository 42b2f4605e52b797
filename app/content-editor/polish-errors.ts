import type { z } from "zod";
import { atLeastCharacters, atMostCharacters, itemsAccusative } from "~/lib/polish-phrases";

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
      if (issue.origin === "string") return minimum <= 1 ? "To pole trzeba wypełnić." : `Wpisz ${atLeastCharacters(minimum)}.`;
      if (issue.origin === "array") return `Lista musi mieć co najmniej ${itemsAccusative(minimum)}.`;
      return `Najmniejsza możliwa wartość to ${minimum}.`;
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return `Wpisz ${atMostCharacters(maximum)}.`;
      if (issue.origin === "array") return `Lista może mieć najwyżej ${itemsAccusative(maximum)}.`;
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
