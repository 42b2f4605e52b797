/**
 * The one name of the free first meeting, wherever it appears: the form's
 * "Usługa" list, the trainer's mail and the inbox. Its own module, so the
 * contact form's browser code gets it without the offer.
 */
export const FREE_CONSULTATION = "Bezpłatna konsultacja";
