// The client's data page's gift vouchers (/admin/dane-klienta/…): each bought
// one with its facts and mails; nothing when none was bought.
import type { ExportedVoucher } from "~/clients/client-export-types";
import { Facts, mailLines, Mails } from "~/clients/client-data-parts";
import { BOUGHT_VOUCHERS_HEADING, boughtVoucherFacts } from "~/clients/voucher-data.messages";

export function BoughtVouchers({ vouchers }: { vouchers: ExportedVoucher[] }) {
  if (vouchers.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="dane-bony">
      <h2 id="dane-bony" className="admin-subheading">
        {BOUGHT_VOUCHERS_HEADING}
      </h2>
      {vouchers.map((voucher) => (
        <div key={voucher.id}>
          <Facts facts={boughtVoucherFacts(voucher)} />
          <Mails mails={mailLines(voucher.mails)} />
        </div>
      ))}
    </section>
  );
}
