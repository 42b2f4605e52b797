import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { PhotoChoice } from "~/photos";
import type { SectionKey } from "~/site-content";

// Conform types each field by the schema; this form is drawn from the schema
// at run time, so its fields are untyped here.
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type AnyForm = FormMetadata<Record<string, unknown>, string[]>;
export type Path = (string | number)[];

/** One entry of a select: what is sent, and what the trainer reads. */
export type ChoiceOption = { value: string; label: string };
/** A photo the trainer can choose: the site's own and the uploaded ones, with a thumbnail. */
export type PhotoOption = PhotoChoice;

export type DrawContext = {
  section: SectionKey;
  photos: PhotoOption[];
  /** The price list's items, for a field that names one ("Pozycja cennika"). */
  packages: ChoiceOption[];
  form: AnyForm;
  /** The first field with an error takes the focus when the page comes back from the server. */
  focus: { taken: boolean };
};
