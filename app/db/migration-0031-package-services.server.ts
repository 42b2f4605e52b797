import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The services a package pays for (issue 56: a package pays only for the
// services it names): one row per package and booking service. A package sold
// before covers what its price-list item covers in the booking settings
// published now (the services whose "Kup pakiet" leads to it), and whatever
// it has already paid for; one the settings no longer link to any service
// keeps covering every service, as every package did before. Never edited
// once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

type StoredService = { slug?: unknown; package?: unknown; offerSlugs?: unknown };

/** Each price-list item's services in the newest booking settings, read leniently: an old document may lack a link. */
async function servicesByItem(db: Kysely<any>): Promise<{ byItem: Map<string, string[]>; all: string[] }> {
  const row = await db
    .selectFrom("content_revisions")
    .select("document")
    .where("section", "=", "booking")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  let services: StoredService[] = [];
  try {
    const parsed = row ? (JSON.parse(String(row.document)) as { services?: unknown }) : {};
    if (Array.isArray(parsed.services)) services = parsed.services as StoredService[];
  } catch {
    services = [];
  }
  const byItem = new Map<string, string[]>();
  const all: string[] = [];
  for (const service of services) {
    if (typeof service.slug !== "string") continue;
    all.push(service.slug);
    const items = [service.package, ...(Array.isArray(service.offerSlugs) ? service.offerSlugs : [])].filter(
      (item): item is string => typeof item === "string",
    );
    for (const item of items) byItem.set(item, [...(byItem.get(item) ?? []), service.slug]);
  }
  return { byItem, all };
}

export const packageServicesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("package_services")
      .addColumn("package_id", "integer", (column) => column.notNull().references("client_packages.id").onDelete("cascade"))
      .addColumn("service_slug", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("package_services_key", ["package_id", "service_slug"])
      .execute();

    const packages = (await db.selectFrom("client_packages").select(["id", "offer_slug"]).execute()) as { id: number; offer_slug: string }[];
    if (!packages.length) return;
    const { byItem, all } = await servicesByItem(db);
    const usedFor = new Map<number, string[]>();
    const uses = (await db
      .selectFrom("package_uses")
      .innerJoin("bookings", "bookings.id", "package_uses.booking_id")
      .select(["package_uses.package_id", "bookings.service_slug"])
      .distinct()
      .execute()) as { package_id: number; service_slug: string }[];
    for (const use of uses) usedFor.set(use.package_id, [...(usedFor.get(use.package_id) ?? []), use.service_slug]);
    // With no settings to read (never the case once the site has started), every paid service ever booked.
    const everyService = all.length
      ? all
      : ((await db.selectFrom("bookings").select("service_slug").distinct().where("price", ">", 0).execute()) as { service_slug: string }[]).map(
          (one) => one.service_slug,
        );
    for (const pack of packages) {
      const named = new Set([...(byItem.get(pack.offer_slug) ?? []), ...(usedFor.get(pack.id) ?? [])]);
      const services = named.size ? [...named] : everyService;
      if (!services.length) continue;
      await db
        .insertInto("package_services")
        .values([...new Set(services)].map((service_slug) => ({ package_id: pack.id, service_slug })))
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("package_services").execute();
  },
};
