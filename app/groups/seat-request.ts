// The form of a seat at a group session: the booking form's own checks for
// who is coming, plus the companion, whose name is required when ticked.
import { z } from "~/lib/zod";
import { BOOKING_LIMITS } from "~/bookings";
import { SEAT_FORM } from "./groups-public.messages";

export const SEAT_FIELDS = [
  "name",
  "email",
  "phone",
  "notes",
  "companion",
  "companionName",
  "voucherCode",
  "voucherShown",
  "reviewConsent",
  "intent",
  "website",
  "submissionKey",
  "stamp",
  "sentBy",
] as const;

/** What the visitor typed, sent back so that no failure loses it. */
export type SeatValues = Partial<Record<(typeof SEAT_FIELDS)[number], string>>;

export const companionSchema = z
  .object({
    companion: z.literal("on").optional(),
    companionName: z.string().trim().max(BOOKING_LIMITS.name, SEAT_FORM.companionNameTooLong).default(""),
  })
  .superRefine(({ companion, companionName }, context) => {
    if (companion && companionName.length < 2) context.addIssue({ code: "custom", path: ["companionName"], message: SEAT_FORM.companionNameMissing });
  })
  // The companion's name counts only when the box is ticked.
  .transform(({ companion, companionName }) => ({ companion: companion ? companionName : null }));
