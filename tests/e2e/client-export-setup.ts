// The server the client-export specs share the settings of (browser and request level).
import { ADMIN_ENV } from "./admin";
import { ownServer } from "./site";

/** The trainer's inbox with enquiries and bookings unlimited: the spec sends several from one address. */
export const clientExportServer = () => ownServer({ ...ADMIN_ENV, ENQUIRY_RATE_LIMIT: "0", BOOKING_RATE_LIMIT: "1000" });
