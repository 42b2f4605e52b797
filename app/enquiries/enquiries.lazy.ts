// What other folders load of app/enquiries/ on demand (import()), kept out of the static entry so it stays its own chunk.
export { EnquiryForm } from "./enquiry-form";
