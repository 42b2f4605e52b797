// The Polish of the content editor's refusals at the door: a section that is
// not there, a form that cannot be read as a change.

export const SECTION_GONE = "Nie ma takiej sekcji treści.";
export const UNKNOWN_BASE_VERSION = "Nie wiadomo, od której wersji zaczęła się ta zmiana. Otwórz sekcję ponownie.";
export const LIST_CHANGE_FAILED = "Nie udało się zmienić listy w formularzu. Odśwież stronę i spróbuj ponownie.";
