// The trainer's notice of a package running out, rendered at send time from
// the package as it is (a sale since then still leaves the news worth a mail).
import type { Templates } from "~/notifications";
import type { MailAddresses } from "~/notifications";
import { packageForMail } from "./package-running-out.server";
import { composePackageMail } from "./package-mail.server";

/** `trainerEmail`: the address the trainer publishes, as it is at send time. */
export function packageTemplates(addresses: MailAddresses | undefined, trainerEmail: () => string): Templates {
  return {
    package_running_out_trainer: {
      async email(row, { db, now }) {
        const notice = row.package_id === null ? undefined : await packageForMail(db, row.package_id, now);
        return notice ? { message: composePackageMail(notice, trainerEmail(), addresses) } : { skip: "the package is gone" };
      },
    },
  };
}
