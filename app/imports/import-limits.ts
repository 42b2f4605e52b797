// How much one import may be: a busy trainer's Booksy export is a few
// thousand clients, well inside; anything bigger is refused before it is read whole.

/** The largest file accepted. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The most rows (clients) one file may have, besides its header. */
export const MAX_ROWS = 20_000;
/** Files larger than this are parsed in a worker thread, so that the site keeps answering meanwhile. */
export const WORKER_FROM_BYTES = 256 * 1024;
/** The most characters a cell keeps: a name, an address or a note, never a novel. */
export const MAX_CELL_CHARS = 2_000;
/** The most columns a file may have. */
export const MAX_COLUMNS = 60;
