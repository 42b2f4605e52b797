/**
 * The time trap's other half, on every public form's send button: a browser
 * sends a button's name and value only when a person pressed it (a tap, a
 * click, or Enter in a field), with or without the page's code. A form sent
 * by its button is taken however fast it came: a browser's autofill sent
 * within a second is a person (issue 78). A script posting the form's fields,
 * or calling form.submit(), sends no button, and its form still has to be
 * older than MIN_FILL_MS (form-stamp.server.ts); the honeypot and the limits
 * per network and per address hold either way.
 */
export const SENT_BY_BUTTON = { name: "sentBy", value: "button" } as const;
