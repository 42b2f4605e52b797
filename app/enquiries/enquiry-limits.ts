/** Length limits of the contact form's fields; kept apart from the schema so the form's first load needs no Zod. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;
/** A message shorter than this says too little to answer. */
export const MIN_MESSAGE_LENGTH = 10;
/** ENQUIRY_RATE_LIMIT counts one network's enquiries over this many minutes; the privacy policy states it. */
export const ENQUIRY_RATE_WINDOW_MINUTES = 10;
