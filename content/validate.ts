import type { z } from "zod";

/**
 * Validates one content file and stops the build with a message a
 * non-developer can act on: the file, the field and what is wrong.
 */
export function validateContent<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(cały plik)";
    return `  - ${field}: ${issue.message}`;
  });
  throw new Error(`Błąd w treści strony, plik ${file}:\n${problems.join("\n")}`);
}
