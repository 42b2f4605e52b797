/** The longest notes a client's card keeps: the form's limit and the server's. */
export const NOTES_MAX_LENGTH = 5000;
