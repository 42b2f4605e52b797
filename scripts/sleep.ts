/** Resolves after `ms` (at once when it is not positive: a deadline already past). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
