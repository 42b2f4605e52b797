/** Where the data lives, read from DATABASE_URL. */
export type DatabaseLocation = { dialect: "sqlite"; file: string } | { dialect: "postgres"; connectionString: string };

export const DEFAULT_SQLITE_FILE = "./data/site.db";

/**
 * Accepts `postgres://…`/`postgresql://…`, `sqlite:<path>` (also
 * `sqlite://<path>`) or a bare file path; throws on anything else, so a typo
 * such as `mysql://…` never silently becomes a local file.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseLocation {
  const value = url?.trim() || DEFAULT_SQLITE_FILE;
  if (/^postgres(ql)?:\/\//i.test(value)) {
    if (!URL.canParse(value)) throw new Error("not a valid postgres:// address");
    return { dialect: "postgres", connectionString: value };
  }
  if (/^sqlite:/i.test(value)) {
    const file = value.replace(/^sqlite:(\/\/)?/i, "");
    if (!file) throw new Error("sqlite: needs a file path, e.g. sqlite:./data/site.db");
    return { dialect: "sqlite", file };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new Error("only postgres://, postgresql://, sqlite: or a file path are supported");
  }
  return { dialect: "sqlite", file: value };
}
