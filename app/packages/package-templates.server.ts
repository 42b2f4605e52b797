// A package's messages, rendered at send time from the package as it is: the
// trainer's notice of one running out (a sale since then still leaves the
// news worth a mail), the client's confirmation of a sale, and the client's
// word that a package they were told of is removed, and their withdrawal's
// confirmation.
import type { Templates } from "~/notifications";
import type { MailAddresses } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { packageForMail } from "./package-running-out.server";
import { composePackageMail } from "./package-mail.server";
import { composeSaleMail } from "./package-sale-mail.server";
import { composeRemovalMail } from "./package-removal-mail.server";
import { composeWithdrawalMail } from "./package-withdrawal-mail.server";

/** `site`: the content as it is at send time (the address the trainer publishes, the terms). */
export function packageTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  return {
    package_running_out_trainer: {
      async email(row, { db, now }) {
        const notice = row.package_id === null ? undefined : await packageForMail(db, row.package_id, now);
        return notice ? { message: composePackageMail(notice, site().business.email, addresses) } : { skip: "the package is gone" };
      },
    },
    package_sold_client: {
      async email(row, { db }) {
        const message = row.package_id === null ? undefined : await composeSaleMail(db, row.package_id, site(), addresses);
        return message ? { message } : { skip: "the package or the client's address is gone" };
      },
    },
    package_removed_client: {
      async email(row, { db }) {
        const message = row.package_id === null ? undefined : await composeRemovalMail(db, row.package_id, site(), addresses);
        return message ? { message } : { skip: "the package or the client's address is gone" };
      },
    },
    package_withdrawn_client: {
      async email(row, { db }) {
        const message = row.package_id === null ? undefined : await composeWithdrawalMail(db, row.package_id, site(), addresses);
        return message ? { message } : { skip: "the package or the client's address is gone" };
      },
    },
  };
}
