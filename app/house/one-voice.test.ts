// The site speaks as the trainer, one person: "Dziękuję", "wyślę", never
// "Dziękujemy" or "wyślemy". Three new capabilities wrote "we" in a single
// session; this reads every module people's words live in.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** First person plural verbs a Polish site writes when it forgets who speaks. */
const WE =
  /\b(dziękujemy|wyślemy|wysłaliśmy|poprosimy|prosimy|zapraszamy|odpowiemy|napiszemy|damy|usuniemy|mamy|możemy|otrzymaliśmy|przypomnimy|zadzwonimy|zapisaliśmy|przyjęliśmy|oddzwonimy)\b/iu;

describe("one voice", () => {
  it("no module with people's words says 'we'", () => {
    const files = globSync(["app/**/*.messages.ts", "app/**/*.tsx", "content/*.ts"], { exclude: ["**/*.test.ts"] });
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (WE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
