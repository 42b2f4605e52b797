// What both halves of the photo field's tests share (tests/e2e and
// tests/requests photo-field.spec.ts): the photos a phone sends, and an upload's name.
import sharp from "sharp";

/** A small photo as a phone would send it; each colour is another photo. */
export const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

export const UPLOADED = /^u-[0-9a-f]{12}-1200x900\.jpg$/;
