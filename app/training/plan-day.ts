// Which day of the plan the client trains today: the day after the last one
// logged (A, B, A…), or the same day while its workout is still being logged
// today; the first day before anything is logged.

export type LastWorkout = { doneOn: string; dayName: string };

export function nextPlanDay(dayNames: readonly string[], last: LastWorkout | null, today: string): number {
  if (dayNames.length === 0) return -1;
  const index = last ? dayNames.indexOf(last.dayName) : -1;
  if (index === -1) return 0;
  return last!.doneOn === today ? index : (index + 1) % dayNames.length;
}
