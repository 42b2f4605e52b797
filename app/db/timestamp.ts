// The time stamp every table stores, apart from database.server.ts so that the
// table modules can use it without importing the database they are part of.
/**
 * Time stamps are ISO 8601 UTC strings (`2025-01-31T09:15:00.000Z`) on both
 * databases: fixed width, so text order is time order, and the same type in
 * JavaScript whichever database is behind.
 */
export type Timestamp = string;

export const timestamp = (date: Date = new Date()): Timestamp => date.toISOString();
