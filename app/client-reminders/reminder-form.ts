// The reminder settings' form, as the page sends it and the action reads it:
// where it posts, its intents and its fields.
export const REMINDERS_ACTION = "/moje-treningi/przypomnienia";

/** The client's own service worker: only push (public/moje-treningi/sw.js). */
export const CLIENT_WORKER = { url: "/moje-treningi/sw.js", scope: "/moje-treningi/" } as const;

export const REMINDER_INTENTS = { on: "wlacz", off: "wylacz", twoHours: "dwie-godziny" } as const;

export const REMINDER_FORM_FIELDS = ["zamiar", "endpoint", "p256dh", "auth", "dwie-godziny"] as const;
