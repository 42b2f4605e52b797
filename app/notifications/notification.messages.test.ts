import { describe, expect, it } from "vitest";
import { DELIVERY_LABELS, MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "./notification.messages";

describe("the panel's words for messages", () => {
  it("names every kind, every status and an enquiry's delivery as a whole", () => {
    expect(MAIL_KIND_LABELS.booking_reminder).toBe("Przypomnienie dla klienta");
    expect(MAIL_KIND_LABELS.package_running_out_trainer).toBe("Powiadomienie o kończącym się pakiecie do Ciebie");
    expect(MAIL_STATUS_LABELS.failed).toBe("nie wysłano");
    expect(MAIL_STATUS_LABELS.skipped).toBe("nieaktualne (rezerwacja zmieniona lub odwołana)");
    expect(DELIVERY_LABELS.queued).toBe("czeka na wysłanie");
    expect(Object.values(MAIL_KIND_LABELS).every((label) => label.length > 0)).toBe(true);
  });
});
