// The entry of app/forms/ for other folders' server code.
export { checkFormStamp, newFormTokens } from "./form-tokens.server";
export { savedWithKey } from "./submission-key.server";
