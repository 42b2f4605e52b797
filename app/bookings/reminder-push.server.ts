// A client's reminder as a push message, rendered when it is due from the
// booking as it is then; a tap opens the client's own page. When none of
// the client's phones takes push any more, it goes by e-mail instead.
import type { Template } from "~/notifications";
import { clientChannel, type PushMessage } from "~/notifications/index.server";
import { dayOf } from "./booking-mail.server";
import { CLIENT_PAGE_PATH } from "./booking-links";
import { reminderPushText } from "./reminder-push.messages";

export const reminderPush: Template<PushMessage> = async (row, { db, now }) => {
  const booking = row.booking_id === null ? undefined : await db.selectFrom("bookings").selectAll().where("id", "=", row.booking_id).executeTakeFirst();
  if (!booking) return { skip: "the booking is gone" };
  if (booking.status !== "confirmed") return { skip: `the booking is ${booking.status}` };
  if (now.getTime() >= Date.parse(booking.starts_at)) return { skip: "the session has begun" };
  if (booking.client_id === null || (await clientChannel(db, booking.client_id)) === "email")
    return { handOver: "email", reason: "no phone of the client takes push" };
  const text = reminderPushText(booking.service_name, dayOf(booking.starts_at, now), booking.place);
  return { message: { ...text, clientId: booking.client_id, url: CLIENT_PAGE_PATH } };
};
