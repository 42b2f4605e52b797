/** Where the data lives, read from DATABASE_URL. */
export type DatabaseLocation = { dialect: "sqlite"; file: string } | { dialect: "postgres"; connectionString: string };

export const DEFAULT_SQLITE_FILE = "./data/site.db";

const SQLITE_EXAMPLE = "sqlite:/path/to/site.db or a plain file path";
const POSTGRES_EXAMPLE = "postgres://user:password@host:5432/database";

/**
 * Accepts exactly what .env.example documents: nothing (the default file),
 * `postgres://…`/`postgresql://…`, `sqlite:<path>` (also `sqlite://<path>`)
 * or a plain file path. Anything else throws one sentence naming the
 * problem: a typo such as `file:…`, `postgres:/x` or `mysql://…` must stop
 * the start, never become a SQLite file named after it.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseLocation {
  const value = url?.trim() || DEFAULT_SQLITE_FILE;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "postgres" || scheme === "postgresql") {
    if (!value.slice(scheme.length + 1).startsWith("//")) throw new Error(`${scheme}: needs two slashes, e.g. ${POSTGRES_EXAMPLE}`);
    if (!URL.canParse(value) || value.length === scheme.length + 3) throw new Error(`not a valid ${scheme}:// address, e.g. ${POSTGRES_EXAMPLE}`);
    return { dialect: "postgres", connectionString: value };
  }
  if (scheme === "sqlite") {
    const file = value.slice("sqlite:".length).replace(/^\/\//, "");
    if (!file) throw new Error(`sqlite: needs a file path, e.g. ${SQLITE_EXAMPLE}`);
    return { dialect: "sqlite", file };
  }
  if (scheme === "file") throw new Error(`file: addresses are not supported; for SQLite write ${SQLITE_EXAMPLE}`);
  if (scheme) throw new Error(`${scheme}: is not supported; only ${POSTGRES_EXAMPLE} (or postgresql://), ${SQLITE_EXAMPLE}`);
  // A bare word naming a database is a forgotten address, not a file to create in the working directory.
  if (/^(sqlite3?|postgres(ql)?|pg)$/i.test(value)) throw new Error(`"${value}" is not an address; write ${POSTGRES_EXAMPLE} or ${SQLITE_EXAMPLE}`);
  return { dialect: "sqlite", file: value };
}
