// The Polish of content that does not render, as the owner reads it in the
// panel's banner and the server's log, and the log's lines when the server
// fills in or upgrades the content at start.

/** A page the page cache could not render: "strona /galeria odpowiada błędem 500". */
export const pageFailedMessage = (path: string, status: string): string => `strona ${path} odpowiada błędem ${status}`;

/** Photos the content names that the database does not have. */
export const missingPhotosMessage = (names: readonly string[]): string => `Brak zdjęcia ${names.join(", ")}`;

export const contentDoesNotRenderLog = (version: number, shown: number): string =>
  `Treść w wersji ${version} nie daje się wyświetlić: strona pokazuje nadal wersję ${shown}`;
export const contentSeededLog = (sections: readonly string[]): string => `Treść strony zapisana w bazie z plików content/ (${sections.join(", ")}).`;
export const contentUpgradedLog = (sections: readonly string[]): string =>
  `Treść strony dostosowana do nowej wersji strony (${sections.join(", ")}); poprzednie wersje są w historii zmian.`;
export const CONTENT_READ_FAILED_LOG = "Nie udało się odczytać nowej treści strony z bazy";
