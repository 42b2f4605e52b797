import { z } from "~/lib/zod";
import { ENQUIRY_STATUSES } from "~/enquiries";
import { atMostCharacters } from "../lib/polish-phrases";

export const NOTE_MAX_LENGTH = 2000;
export const ENQUIRY_UPDATE_FIELDS = ["intent", "status", "note"] as const;

export const statusSchema = z.object({ intent: z.literal("status"), status: z.enum(ENQUIRY_STATUSES, { error: "Wybierz status z listy." }) });

export const noteSchema = z.object({
  intent: z.literal("note"),
  note: z
    .string()
    .max(NOTE_MAX_LENGTH, `Notatka może mieć ${atMostCharacters(NOTE_MAX_LENGTH)}.`)
    .optional(),
});

/** The enquiry page's two forms, told apart by `intent`: the status buttons and the private note. */
export const enquiryUpdateSchema = z.discriminatedUnion("intent", [statusSchema, noteSchema]);
