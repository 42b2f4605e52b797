import { STATUS_LABELS, type EnquiryStatus } from "~/enquiries/enquiry-status";

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className="admin-badge" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
