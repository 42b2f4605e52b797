// What both halves of the client-page specs share: the server's settings and the sign-in form's answer.
import type { ServerDatabase } from "./server-database";
import { ownServerWithMail } from "./mail-server";

/** The answer to the sign-in form, whether or not the address is a client's. */
export const SENT = "Jeśli ten adres jest w kartach moich klientów, za chwilę dostaniesz na niego e-mail z linkiem do logowania.";

// The sign-in form counts against the contact form's limit per network: the spec sends it more often than 5 times an hour.
export const clientPageServer = (database: ServerDatabase) => ownServerWithMail({ database });
