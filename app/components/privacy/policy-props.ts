import type { SiteContent } from "~/site-content/sections";

/** The numbers the policy states, from the configuration and the content: never typed into the text. */
export type PolicyFigures = {
  /** RETENTION_MONTHS. */
  retentionMonths: number;
  /** How long the content's earlier versions are kept, and a photo none of them shows. */
  revisionMonths: number;
  unusedPhotoDays: number;
  /** ENQUIRY_RATE_LIMIT (0: off) over its window. */
  enquiries: number;
  enquiryWindowMinutes: number;
  /** BOOKING_RATE_LIMIT over its window, and how often the job forgets the networks past it. */
  bookings: number;
  bookingWindowMinutes: number;
  sweepMinutes: number;
  /** SEND_ACKNOWLEDGEMENT: the visitor gets a confirmation of an enquiry. */
  acknowledgesEnquiries: boolean;
  /** The booking settings' cancelCutoffHours. */
  cancelCutoffHours: number;
  /** How long a sign-in link to /moje-treningi works, and how long its session lasts. */
  clientLinkMinutes: number;
  clientSessionDays: number;
  /** How long health data is kept after the client's last activity (the daily job erases it then). */
  healthDataMonths: number;
  /** After how many kept sessions a client is asked once for a review; 0: never (no review address set). */
  reviewAfterSessions: number;
  /** The online payment provider set up (P24_* or STRIPE_*); absent without one (the page's data stays as small). */
  paymentProvider?: "przelewy24" | "stripe";
};

/** Who is responsible for the data, as the loader gives it (dataController in app/site-content/data-controller.ts). */
type Controller = {
  name: string;
  legalName: string;
  taxId: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; locality: string };
};

/** What the loader gives the policy; each section takes what it states. */
export type PolicyProps = { privacy: Omit<SiteContent["privacy"], "updated">; business: Controller; updated: string; figures: PolicyFigures };
