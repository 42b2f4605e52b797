// The diary's rows as the seed makes them in memory: the tables' own columns,
// with the rows they belong to named by their index in the diary's arrays
// (insert-diary.ts turns the indexes into ids as it inserts them).
import type { Insertable } from "kysely";
import type { Database } from "../../app/db/database.server.ts";

type Row<Table extends keyof Database> = Insertable<Database[Table]>;

/** A client card, with the week they first came and the times of their first and latest session. */
export type DiaryClient = Pick<Row<"clients">, "name" | "email" | "phone" | "notes"> & { joined: number; first: string | null; last: string | null };
export type DiarySeries = Omit<Row<"booking_series">, "client_id"> & { client: number };
export type DiaryBooking = Pick<
  Row<"bookings">,
  "service_slug" | "service_name" | "place" | "price" | "starts_at" | "ends_at" | "claimed_until" | "created_at" | "cancelled_at" | "cancel_reason"
> & {
  status: Row<"bookings">["status"];
  origin: "online" | "trainer";
  moved_at: string | null;
  client: number;
  series: number | null;
  package: number | null;
};
export type DiaryPackage = Omit<Row<"client_packages">, "client_id" | "sequence"> & { client: number; used: number };
export type DiaryPackageEvent = { package: number; at: string; what: string };
export type DiaryPackageUse = { booking: number; package: number; created_at: string };
export type DiaryBlock = Row<"calendar_blocks">;
/** A payment in the ledger, for the booking or the package of that index. */
export type DiaryPayment = { booking: number | null; package: number | null; method: "cash" | "transfer" | "blik"; amount: number; at: string; what: string };

export type Diary = {
  clients: DiaryClient[];
  series: DiarySeries[];
  bookings: DiaryBooking[];
  packages: DiaryPackage[];
  events: DiaryPackageEvent[];
  uses: DiaryPackageUse[];
  blocks: DiaryBlock[];
  payments: DiaryPayment[];
};
