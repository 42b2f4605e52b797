// The shape of a client's progress in their data export (RODO art. 15 and 20).

export type ExportedMeasurement = {
  id: number;
  measuredOn: string;
  weightKg: number | null;
  waistCm: number | null;
  hipsCm: number | null;
  chestCm: number | null;
  armCm: number | null;
  thighCm: number | null;
  bodyFatPct: number | null;
  /** Who entered it: "client" or "trainer". */
  enteredBy: string;
  createdAt: string;
};

/**
 * A progress photo: its facts and the address on the site it is downloaded from (with
 * the client's or the trainer's session). The pictures themselves are not
 * in the file: two hundred of them would not fit a server's memory as text.
 */
export type ExportedProgressPhoto = {
  id: number;
  takenOn: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  url: string;
};

export type ProgressExport = { measurements: ExportedMeasurement[]; photos: ExportedProgressPhoto[] };
