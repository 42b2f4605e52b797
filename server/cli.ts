// The command-line scripts' entry (build/server/cli.js): the database, its
// migrations and the content, without React Router's handler or the pages.
export { createDatabase } from "~/db/database.server";
export { env } from "~/env.server";
export { migrateToLatest } from "~/db/migrations.server";
export { clearAllAttempts } from "~/admin/sign-in-throttle.server";
export { initialContent } from "~/site-content/live-content.server";
export { exportContent, importContent } from "~/site-content/content-archive.server";
export { seedContent } from "~/site-content/content-store.server";
export { freeSlotsByDay } from "~/scheduling/availability";
export { calendarFrom } from "~/scheduling/calendar-queries.server";
export { bookSession } from "~/bookings/booking-store.server";
export { linkUnlinked } from "~/clients/client-cards.server";
