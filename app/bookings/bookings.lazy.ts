// What other folders load of app/bookings/ on demand (import()), kept out of the static entry so it stays its own chunk.
export { BookingForm } from "./booking-form";
