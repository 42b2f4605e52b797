// The command-line scripts' entry (build/server/cli.js): the database, its
// migrations and the content, without React Router's handler or the pages.
export { createDatabase } from "~/db/database.server";
export { env } from "~/env.server";
export { migrateToLatest } from "~/db/migrations.server";
// The seed writes its sales in bulk: their orders are given as the migration gave the sales before it.
export { giveSalesTheirOrders } from "~/db/migration-0052-orders.server";
export { clearAllAttempts } from "~/admin/index.server";
export { initialContent } from "~/site-content/index.server";
export { exportContent, importContent } from "~/site-content/index.server";
export { seedContent } from "~/site-content/index.server";
export { resolveContent } from "~/site-content";
export { freeSlotsByDay } from "~/scheduling";
export { calendarFrom } from "~/scheduling/index.server";
export { bookSession } from "~/bookings/index.server";
export { linkUnlinked } from "~/clients/index.server";
export { parseDatabaseUrl } from "~/db/database-url.server";
export { litestreamBinary, litestreamConfig, litestreamEnvironment } from "~/backup/index.server";
export { describeTarget } from "~/backup";
