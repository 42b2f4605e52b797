import { STATUS_LABELS, type EnquiryStatus } from "~/enquiries";
import { typeset } from "~/lib/typeset";

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className="admin-badge" data-status={status}>
      {typeset(STATUS_LABELS[status])}
    </span>
  );
}
