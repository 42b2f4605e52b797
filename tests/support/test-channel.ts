// A channel for tests only, the way web push or SMS would be added: one
// module implementing Channel, plus a template for each kind it carries. It
// keeps what it delivers and fails on demand, to show the outbox's retries
// and leases apply to every channel alike.
import type { Channel, Templates } from "~/notifications/channel";

/** What the test channel delivers: one short line, as a push or an SMS would be. */
export type TestMessage = { to: string; text: string };

export type TestChannel = Channel<TestMessage> & {
  delivered: TestMessage[];
  /** Makes the next `count` deliveries fail as an unreachable service would. */
  failNext(count: number): void;
};

export function testChannel(): TestChannel {
  const delivered: TestMessage[] = [];
  let failures = 0;
  return {
    name: "test",
    delivered,
    failNext(count) {
      failures = count;
    },
    async deliver(message) {
      if (failures > 0) {
        failures--;
        throw new Error("the test service is unreachable");
      }
      delivered.push(message);
    },
  };
}

/** The trainer's notice of a new enquiry on the test channel, read from the enquiry and the row's data at send time. */
export const testChannelTemplates: Templates = {
  notify_trainer: {
    async test(row, { db }) {
      const enquiry = await db.selectFrom("enquiries").select(["id", "name"]).where("id", "=", row.enquiry_id).executeTakeFirst();
      if (!enquiry) return null;
      const { note } = JSON.parse(row.data ?? "{}") as { note?: string };
      return { message: { to: row.recipient, text: `Nowe zapytanie nr ${enquiry.id}: ${enquiry.name}${note ? ` (${note})` : ""}` } };
    },
  },
};
