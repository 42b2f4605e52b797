// One page's blocking time against its neighbours' in the same run (issue 63):
// the machine's load moves every page's TBT alike, so a page standing far
// above the others' median is the page, not the machine. The home page went
// from 3–35 ms to 95–130 ms in a month while the others stayed, unseen: the
// absolute limit (budgets.ts) is advisory in CI, as it flips with the load.
import { median } from "../measure/stats.ts";

/** How far a page's TBT median may stand above the median of the other pages' medians in the same run, ms. */
export const TBT_OUTLIER_MS = 50;

export type TbtOutlier = { page: string; tbt: number; others: number };

/** The pages whose TBT median exceeds the median of the others' by more than TBT_OUTLIER_MS; none with fewer than three pages. */
export function tbtOutliers(rows: readonly { page: string; tbt: number }[]): TbtOutlier[] {
  if (rows.length < 3) return [];
  return rows.flatMap((row) => {
    const others = median(rows.filter((other) => other !== row).map((other) => other.tbt));
    return row.tbt - others > TBT_OUTLIER_MS ? [{ page: row.page, tbt: row.tbt, others }] : [];
  });
}
