// What the editor calls each field, gathered from each section's labels
// module, and how a field's path finds its label.
import type { SectionKey } from "./sections";
import type { FieldLabel, ListLabel, SectionLabels } from "./field-label-types";
import { bookingLabels, payOnlineLabels, placeLabels } from "./booking-field-labels";
import { businessLabels } from "./business-field-labels";
import { offerLabels } from "./offer-field-labels";
import { achievementsLabels, contactPageLabels, galleryLabels, homeLabels, pagesLabels } from "./page-field-labels";
import { privacyLabels } from "./privacy-field-labels";
import { termsLabels } from "./terms-field-labels";
import { trainerLabels } from "./trainer-field-labels";

export const fieldLabels: Record<SectionKey, SectionLabels> = {
  business: businessLabels,
  trainer: trainerLabels,
  offer: offerLabels,
  home: homeLabels,
  gallery: galleryLabels,
  achievements: achievementsLabels,
  pages: pagesLabels,
  privacy: privacyLabels,
  contactPage: contactPageLabels,
  booking: bookingLabels,
  terms: termsLabels,
};

/** The label of the field at `path` ("packages.0.price" → "packages[].price"). */
export function labelOf(section: SectionKey, path: readonly (string | number)[]): FieldLabel | undefined {
  return fieldLabels[section].fields[patternOf(path)];
}

export function listLabelOf(section: SectionKey, path: readonly (string | number)[]): ListLabel | undefined {
  return fieldLabels[section].lists[patternOf(path)];
}

/** "packages", 0, "price" → "packages[].price"; a top-level list's items → "items[].photo". */
export function patternOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((pattern, part) => (typeof part === "number" ? `${pattern}[]` : pattern ? `${pattern}.${part}` : part), "");
}

/** The names a select offers for the fixed choices of a few fields. */
export const choiceLabels: Record<string, string> = {
  center: "środek",
  top: "góra",
  bottom: "dół",
  left: "lewa strona",
  right: "prawa strona",
  plan: "Plan (notes z ołówkiem)",
  diet: "Dieta (jabłko)",
  supplements: "Suplementy (kapsułka)",
  masculine: "Trener (forma męska)",
  feminine: "Trenerka (forma żeńska)",
  cash: "Gotówka",
  transfer: "Przelew",
  blik: "BLIK",
  at_session: "W dniu treningu, na miejscu",
  before_session: "Przed treningiem",
  session: "Trening (usługa z rezerwacji)",
  package: "Pakiet z cennika",
  amount: "Kwota w złotych",
  "": "— wybierz —",
  checkedAgainstBookings: "Publikuję tylko opinie osób, które trenowały ze mną: sprawdzam w rezerwacjach",
  notChecked: "Nie sprawdzam, czy autorzy opinii korzystali z treningów",
  ...placeLabels,
  ...payOnlineLabels,
};
