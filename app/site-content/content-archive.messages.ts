// The Polish of `npm run content:import`: what is wrong with a copy, one line
// per problem (file, field, reason), and the refusal that lists them.

/** The whole refusal: nothing was loaded. */
export const importRefusedMessage = (problems: readonly string[]): string =>
  `Nie wczytano niczego, bo kopia ma błędy:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;

/** One line each: "tresci/offer.json: packages.1.price: cena musi być większa od zera". */
export const archiveProblem = {
  missingFile: (file: string) => `${file}: brak pliku`,
  notJson: (file: string, detail: string) => `${file}: to nie jest poprawny JSON (${detail})`,
  invalidField: (file: string, field: string, message: string) => `${file}: ${field || "(cały plik)"}: ${message}`,
  missingPhoto: (file: string) => `${file}: brak zdjęcia, którego używa treść`,
  publishedMeanwhile: (file: string) => `${file}: ktoś opublikował zmianę tej sekcji w trakcie wczytywania; uruchom wczytywanie ponownie`,
  notPublished: (file: string, message: string) => `${file}: ${message}`,
};
