/** The contact form's id: the inputs a cached page's response adds name it, and its code waits for the visitor to use it. */
export const ENQUIRY_FORM_ID = "zapytanie";
