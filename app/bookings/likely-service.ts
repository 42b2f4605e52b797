// What the trainer most likely books or opens before she has a habit to
// follow: never the free consultation the offer lists first (issue 78).

/** A service as the offer lists it; a price of null is the price list's: paid, its amount not known here. */
type Offered = { price: number | null; seats: number };

/** The offer's first paid service for one person, or for a group its first with places (else its first paid one). */
export function likelyService<T extends Offered>(services: readonly T[], kind: "one" | "group"): T | undefined {
  const paid = (service: T) => service.price !== 0;
  if (kind === "group") return services.find((service) => service.seats > 1) ?? services.find(paid);
  return services.find((service) => paid(service) && service.seats === 1);
}
