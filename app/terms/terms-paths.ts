// Where the terms live: the page, and its model withdrawal form's anchor.
export const TERMS_PATH = "/regulamin";
export const WITHDRAWAL_FORM_ANCHOR = "formularz-odstapienia";
export const WITHDRAWAL_FORM_PATH = `${TERMS_PATH}#${WITHDRAWAL_FORM_ANCHOR}`;
