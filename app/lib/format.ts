const priceFormat = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", maximumFractionDigits: 0 });

/** "1 040 zł": Polish grouping and currency sign. */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}
