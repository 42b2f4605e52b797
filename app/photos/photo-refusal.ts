/** Why an uploaded photo was not taken: a fact; photos.messages.ts words it. */
export type PhotoRefusal =
  | { problem: "not-a-photo" | "cut-off" | "heic" | "missing" | "unreadable" }
  /** Larger than the upload's limit, in megabytes. */
  | { problem: "too-large"; maxMegabytes: number }
  /** More pixels than the site takes. */
  | { problem: "too-many-pixels"; megapixels: number; maxMegapixels: number }
  /** Deep colour or transparency: too much memory to decode; `maxMegapixels` is the size it would have to shrink to. */
  | { problem: "too-deep"; megapixels: number; maxMegapixels: number };
