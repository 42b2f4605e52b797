import fc from "fast-check";
import { expect, it } from "vitest";
import { TBT_OUTLIER_MS, tbtOutliers } from "./tbt-outliers.ts";

const rows = (tbts: number[]) => tbts.map((tbt, index) => ({ page: `/p${index}`, tbt }));

it("names the page whose TBT stands more than 50 ms above the others' median, and none within it", () => {
  expect(tbtOutliers(rows([95, 19, 46, 0, 21, 6]))).toEqual([{ page: "/p0", tbt: 95, others: 19 }]);
  expect(tbtOutliers(rows([69, 19, 46, 0, 21, 6]))).toEqual([]);
  // A busy machine lifts every page: nothing stands out.
  expect(tbtOutliers(rows([400, 380, 420, 390]))).toEqual([]);
  expect(tbtOutliers(rows([500, 0]))).toEqual([]);
});

it("a page raised above every other's by more than the margin is always named; pages that move together never are", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 3, maxLength: 12 }), fc.integer({ min: 1, max: 5000 }), (tbts, lift) => {
      // A common shift of every page (a busier machine) changes no verdict.
      expect(tbtOutliers(rows(tbts.map((tbt) => tbt + lift))).map((row) => row.page)).toEqual(tbtOutliers(rows(tbts)).map((row) => row.page));
      const raised = [Math.max(...tbts) + TBT_OUTLIER_MS + lift, ...tbts.slice(1)];
      expect(tbtOutliers(rows(raised)).map((row) => row.page)).toContain("/p0");
    }),
  );
});
