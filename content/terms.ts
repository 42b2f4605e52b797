// The terms (/regulamin) and how clients pay. The terms' text is written from
// the facts (who you are, the price list, the booking rules); here are the
// parts you decide. Placeholders: replace the account number and the phone.
import type { Terms } from "./terms-schema";

export default {
  payment: {
    methods: ["cash", "transfer", "blik"],
    due: "at_session",
    // A sample number with a valid checksum: replace it with your own.
    accountNumber: "61 1090 1014 0000 0712 1981 2874",
    accountHolder: "",
    blikPhone: "+48 500 000 000",
  },
  complaintDays: 14,
  extraProvisions: [],
  effectiveFrom: "2026-12-01",
} satisfies Terms;
