// The Polish of a publish refused or not yet shown: what the editor's toast
// and an import's report say.

/** "Nie opublikowano. W cenniku nie ma już pozycji …": every problem of the publish, in one message. */
export const notPublishedFacts = (problems: readonly string[]): string => `Nie opublikowano. ${problems.join(" ")}`;

/** A problem in another section than the one published: "W sekcji „Oferta i cennik”: …". */
export const inOtherSection = (sectionTitle: string, problem: string): string => `W sekcji „${sectionTitle}”: ${problem}`;

/** Photos not in the library, or still being prepared. */
export function photosNotReadyMessage(photos: readonly string[]): string {
  const names = photos.map((name) => `„${name}”`).join(", ");
  // After "nie ma": the genitive, one photo or more.
  const noun = photos.length === 1 ? "zdjęcia" : "zdjęć";
  return `Nie opublikowano: ${noun} ${names} nie ma w bibliotece albo jeszcze się przygotowuje. Wybierz zdjęcie z listy (strona Zdjęcia pokazuje, kiedy jest gotowe) i opublikuj ponownie.`;
}

/** The pages did not render from the change: nothing was written. */
export const pagesDoNotRenderMessage = (reason: string): string =>
  `Nie opublikowano: strony z tą zmianą nie dają się wyświetlić (${reason}). Strona pokazuje nadal poprzednią treść.`;

/** Written, but together with a publish that landed meanwhile it does not render. */
export const savedNotShownMessage = (reason: string): string => `Zapisano, ale strona jeszcze tego nie pokazuje: ${reason}.`;
