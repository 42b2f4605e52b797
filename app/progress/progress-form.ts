// The progress forms as the pages send them and the actions read them: where they post and their intents.

export const PROGRESS_INTENTS = { consent: "zgoda", withdraw: "wycofaj", measure: "pomiar", deletePhoto: "usun-zdjecie" } as const;

/** The query key of the client page's notice after a progress form, and the section's anchor. */
export const PROGRESS_NOTICE_KEY = "postepy";
export const PROGRESS_ANCHOR = "postepy";
