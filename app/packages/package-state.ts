// Where a package stands today: counting down, waiting for its first session, used up, or past its last day.
export type PackageState = "active" | "not-started" | "used-up" | "expired";
