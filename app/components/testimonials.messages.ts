// What the home page says under the testimonials of how they are checked to
// come from clients (u.p.n.p.r. after the Omnibus directive: whether and how
// reviews are checked is material information, and art. 7 pkt 23b forbids
// saying they come from clients without checking): the trainer's choice in the editor, in first person
// without a gendered form. Content never published with a choice says the
// honest default, that they are not checked.
import type { Home } from "~content/schema";

const CHECKED = "Publikuję tylko opinie osób, które trenowały ze mną: każdą sprawdzam w rezerwacjach.";
const NOT_CHECKED = "Opinie przesłali mi klienci; nie sprawdzam, czy ich autorzy korzystali z treningów.";

export const testimonialsCheckText = (check: Home["testimonialsCheck"]) => (check === "checkedAgainstBookings" ? CHECKED : NOT_CHECKED);
