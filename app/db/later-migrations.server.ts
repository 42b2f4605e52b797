// The migrations from 0006 on, each in a file of its own, in order; 0001–0005
// are in migrations.server.ts. Append new ones; never edit a shipped one.
import type { Migration } from "kysely/migration";
import { bookingsMigration } from "~/db/migration-0006-bookings.server";
import { bookingLifecycleMigration } from "~/db/migration-0007-booking-lifecycle.server";
import { networkHashRetentionMigration } from "~/db/migration-0008-network-hash-retention.server";
import { rateLimitsMigration } from "~/db/migration-0009-rate-limits.server";
import { photoHashesMigration } from "~/db/migration-0010-photo-hashes.server";
import { diaryMigration } from "~/db/migration-0011-diary.server";
import { packageNoticesMigration } from "~/db/migration-0012-packages.server";
import { movedAtMigration } from "~/db/migration-0013-moved-at.server";
import { queryIndexesMigration } from "~/db/migration-0014-query-indexes.server";
import { spamMakesNoClientsMigration } from "~/db/migration-0015-spam-makes-no-clients.server";
import { privateCalendarReportMigration } from "~/db/migration-0016-private-calendar-report.server";
import { notificationsMigration } from "~/db/migration-0017-notifications.server";
import { packageSaleKeysMigration } from "~/db/migration-0018-package-sale-keys.server";
import { cardsAddedInPanelMigration } from "~/db/migration-0019-cards-added-in-panel.server";
import { panelSeenMigration } from "~/db/migration-0020-panel-seen.server";
import { rememberedDevicesMigration } from "~/db/migration-0021-remembered-devices.server";
import { removedPackagesMigration } from "~/db/migration-0022-removed-packages.server";
import { paymentsAndTermsMigration } from "~/db/migration-0023-payments-and-terms.server";
import { pushSubscriptionsMigration } from "~/db/migration-0024-push-subscriptions.server";
import { clientAccountsMigration } from "~/db/migration-0025-client-accounts.server";
import { clientMessagesMigration } from "~/db/migration-0026-client-messages.server";
import { waitlistMigration } from "~/db/migration-0027-waitlist.server";
import { perDeviceDeliveriesMigration } from "~/db/migration-0028-per-device-deliveries.server";
import { clientFeedGenerationMigration } from "~/db/migration-0029-client-feed-generation.server";
import { waitlistConfirmationMigration } from "~/db/migration-0030-waitlist-confirmation.server";
import { packageServicesMigration } from "~/db/migration-0031-package-services.server";
import { bookingNewsSeenMigration } from "~/db/migration-0032-booking-news-seen.server";
import { replicationWatchMigration } from "~/db/migration-0033-replication-watch.server";
import { trainingMigration } from "~/db/migration-0034-training.server";
import { starterExercisesMigration } from "~/db/migration-0035-starter-exercises.server";
import { workoutSetIndexMigration } from "~/db/migration-0036-workout-set-index.server";
import { groupSessionsMigration } from "~/db/migration-0037-group-sessions.server";
import { groupWaitlistMigration } from "~/db/migration-0038-group-waitlist.server";
import { groupOpeningsMigration } from "~/db/migration-0039-group-openings.server";
import { reviewRequestsMigration } from "~/db/migration-0040-review-requests.server";
import { healthQuestionnaireMigration } from "~/db/migration-0041-health-questionnaire.server";
import { vouchersMigration } from "~/db/migration-0042-vouchers.server";
import { clientImportsMigration } from "~/db/migration-0043-import-client-imports.server";
import { cardsImportedMigration } from "~/db/migration-0044-cards-imported.server";
import { ledgerMigration } from "~/db/migration-0045-ledger.server";
import { voucherChangesMigration } from "~/db/migration-0046-voucher-changes.server";
import { voucherPaysMigration } from "~/db/migration-0047-voucher-pays.server";
import { erasedPeopleMigration } from "~/db/migration-0048-erased-people.server";
import { voucherPaysSeatsMigration } from "~/db/migration-0049-voucher-pays-seats.server";
import { questionnaireWithoutTermsMigration } from "~/db/migration-0050-questionnaire-without-terms.server";
import { healthConsentsMigration } from "~/db/migration-0051-health-consents.server";
import { ordersMigration } from "~/db/migration-0052-orders.server";
import { importNoticesMigration } from "~/db/migration-0053-import-notices.server";
import { consentPurposesMigration } from "~/db/migration-0054-consent-purposes.server";
import { reviewConsentsMigration } from "~/db/migration-0055-review-consents.server";
import { starterExerciseWordingMigration } from "~/db/migration-0056-starter-exercise-wording.server";
import { onlinePaymentsMigration } from "~/db/migration-0057-online-payments.server";
import { onlineRefundsMigration } from "~/db/migration-0058-online-refunds.server";
import { paymentHoldsMigration } from "~/db/migration-0059-payment-holds.server";

export const laterMigrations: Record<string, Migration> = {
  "0006-bookings": bookingsMigration,
  "0007-booking-lifecycle": bookingLifecycleMigration,
  "0008-network-hash-retention": networkHashRetentionMigration,
  "0009-rate-limits": rateLimitsMigration,
  "0010-photo-hashes": photoHashesMigration,
  "0011-diary": diaryMigration,
  "0012-packages": packageNoticesMigration,
  "0013-moved-at": movedAtMigration,
  "0014-query-indexes": queryIndexesMigration,
  "0015-spam-makes-no-clients": spamMakesNoClientsMigration,
  "0016-private-calendar-report": privateCalendarReportMigration,
  "0017-notifications": notificationsMigration,
  "0018-package-sale-keys": packageSaleKeysMigration,
  "0019-cards-added-in-panel": cardsAddedInPanelMigration,
  "0020-panel-seen": panelSeenMigration,
  "0021-remembered-devices": rememberedDevicesMigration,
  "0022-removed-packages": removedPackagesMigration,
  "0023-payments-and-terms": paymentsAndTermsMigration,
  "0024-push-subscriptions": pushSubscriptionsMigration,
  "0025-client-accounts": clientAccountsMigration,
  "0026-client-messages": clientMessagesMigration,
  "0027-waitlist": waitlistMigration,
  "0028-per-device-deliveries": perDeviceDeliveriesMigration,
  "0029-client-feed-generation": clientFeedGenerationMigration,
  "0030-waitlist-confirmation": waitlistConfirmationMigration,
  "0031-package-services": packageServicesMigration,
  "0032-booking-news-seen": bookingNewsSeenMigration,
  "0033-replication-watch": replicationWatchMigration,
  "0034-training": trainingMigration,
  "0035-starter-exercises": starterExercisesMigration,
  "0036-workout-set-index": workoutSetIndexMigration,
  "0037-group-sessions": groupSessionsMigration,
  "0038-group-waitlist": groupWaitlistMigration,
  "0039-group-openings": groupOpeningsMigration,
  "0040-review-requests": reviewRequestsMigration,
  "0041-health-questionnaire": healthQuestionnaireMigration,
  "0042-vouchers": vouchersMigration,
  "0043-client-imports": clientImportsMigration,
  "0044-cards-imported": cardsImportedMigration,
  "0045-ledger": ledgerMigration,
  "0046-voucher-changes": voucherChangesMigration,
  "0047-voucher-pays": voucherPaysMigration,
  "0048-erased-people": erasedPeopleMigration,
  "0049-voucher-pays-seats": voucherPaysSeatsMigration,
  "0050-questionnaire-without-terms": questionnaireWithoutTermsMigration,
  "0051-health-consents": healthConsentsMigration,
  "0052-orders": ordersMigration,
  "0053-import-notices": importNoticesMigration,
  "0054-consent-purposes": consentPurposesMigration,
  "0055-review-consents": reviewConsentsMigration,
  "0056-starter-exercise-wording": starterExerciseWordingMigration,
  "0057-online-payments": onlinePaymentsMigration,
  "0058-online-refunds": onlineRefundsMigration,
  "0059-payment-holds": paymentHoldsMigration,
};
