// Where a package stands today: counting down, waiting for its first session, used up, past its last day, or removed as recorded by mistake.
export type PackageState = "active" | "not-started" | "used-up" | "expired" | "removed";
