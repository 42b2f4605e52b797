// How long a package of sessions may be used: the price list's fact
// (`validWeeks`), the rule for a package that has none, and the validity a
// text states ("w ciągu 6 tygodni"), so that no text can say another one.

/** Packages sold with no validity chosen: a week per session, at least four. */
export function defaultValidWeeks(sessions: number): number {
  return Math.max(4, sessions);
}

/** A package of more than one session has a validity; a single session or a monthly item has none. */
export function validWeeksOf(item: { sessions: number; validWeeks?: number | null }): number | null {
  if (item.sessions <= 1) return null;
  return item.validWeeks ?? defaultValidWeeks(item.sessions);
}

/** "w ciągu 6 tygodni", "ważny 4 tygodnie": the weeks a text says a package is valid for, or null ("plan przez 4 tygodnie" is no validity). */
export function statedValidWeeks(text: string): number | null {
  const stated = /(?:w ciągu|ważny|ważne)\s+(?:(\d+)\s+tygod(?:ni|nie|nia)|(tygodnia|tydzień))/i.exec(text);
  if (!stated) return null;
  return stated[1] ? Number(stated[1]) : 1;
}
