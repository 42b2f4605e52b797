import { expect, test } from "vitest";
import { readSheetOff } from "./sheet-in-worker.server";

const bytes = new TextEncoder().encode("\ufeffImię;Telefon\nŻaneta;500100200\n");

test("a large file is read in a worker thread to the same sheet", async () => {
  expect(await readSheetOff(bytes, { workerFrom: 0 })).toEqual({
    ok: true,
    sheet: { header: ["Imię", "Telefon"], rows: [["Żaneta", "500100200"]], brokenLines: [] },
  });
});

test("a worker past its deadline is stopped and the file refused", async () => {
  expect(await readSheetOff(bytes, { workerFrom: 0, deadlineMs: 1 })).toEqual({ ok: false, refusal: "not-a-sheet" });
});
