// The tick a new client's form asks for when the e-mail or phone typed was an
// erased person's (erased-people.server.ts): the trainer's explicit yes that
// the person came back and gave the data again.
export const ERASED_CONFIRM_FIELD = "erasedConfirmed";
