// The entry of app/forms/ for other folders' server code.
export { checkFormStamp, newFormTokens } from "./form-tokens.server";
export { newSubmissionKey, savedWithKey } from "./submission-key.server";
