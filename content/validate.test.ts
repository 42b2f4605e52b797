import { describe, expect, it } from "vitest";
import business from "./business";
import gallery from "./gallery";
import offer from "./offer";
import achievements from "./achievements";
import { achievementsSchema, businessSchema, gallerySchema, offerSchema, pagesSchema, trainerSchema } from "./schema";
import pages from "./pages";
import trainer from "./trainer";
import { validateContent } from "./validate";
import { validateSite } from "./validate-site";

const clone = <T>(value: T): T => structuredClone(value);

describe("content validation stops the build with the file, the field and what is wrong", () => {
  it("a missing price", () => {
    const broken = clone(offer) as { packages: Record<string, unknown>[] };
    delete broken.packages[1]!.price;
    expect(() => validateContent("content/offer.ts", offerSchema, broken)).toThrow(
      "Błąd w treści strony, plik content/offer.ts:\n  - packages.1.price: podaj cenę brutto w złotych, np. 150",
    );
  });

  it("a service without the form that follows „Zapytaj o”, or a transformation without the one after „Po”", () => {
    const offerBroken = clone(offer) as { services: Record<string, unknown>[] };
    delete offerBroken.services[1]!.nameAccusative;
    expect(() => validateContent("content/offer.ts", offerSchema, offerBroken)).toThrow(
      "services.1.nameAccusative: podaj nazwę usługi w bierniku, jak po „Zapytaj o”, np. dietę",
    );
    const achievementsBroken = clone(achievements) as { transformations: Record<string, unknown>[] };
    achievementsBroken.transformations[0]!.durationLocative = "";
    expect(() => validateContent("content/achievements.ts", achievementsSchema, achievementsBroken)).toThrow(
      "transformations.0.durationLocative: podaj czas współpracy w miejscowniku, jak po „Po”, np. 6 miesiącach",
    );
  });

  it("a price that is not positive", () => {
    const broken = clone(offer);
    broken.packages[0]!.price = 0;
    expect(() => validateContent("content/offer.ts", offerSchema, broken)).toThrow("packages.0.price: cena musi być większa od zera");
  });

  it("a price in grosze", () => {
    const broken = clone(offer);
    broken.packages[0]!.price = 149.5;
    expect(() => validateContent("content/offer.ts", offerSchema, broken)).toThrow("packages.0.price: podaj cenę w pełnych złotych, bez groszy");
  });

  it("two items of the offer with one slug", () => {
    const broken = clone(offer);
    broken.packages[1]!.slug = broken.packages[0]!.slug;
    expect(() => validateContent("content/offer.ts", offerSchema, broken)).toThrow(
      "packages.1.slug: identyfikator „trening-personalny” ma już inna pozycja oferty",
    );
  });

  it("a phone number as people type it is kept in the +48 form", () => {
    const typed = { ...clone(business), phone: "500-000-000" };
    expect(validateContent("content/business.ts", businessSchema, typed).phone).toBe("+48 500 000 000");
  });

  it("a malformed phone number", () => {
    const broken = { ...clone(business), phone: "500-000" };
    expect(() => validateContent("content/business.ts", businessSchema, broken)).toThrow(
      "content/business.ts:\n  - phone: numer telefonu musi mieć postać +48 500 000 000",
    );
  });

  it("a malformed e-mail, postal code and social link", () => {
    const broken = clone(business);
    broken.email = "kontakt(at)example.com";
    // "00001" is read as 00-001 (typed without the dash); four digits are no postal code.
    broken.address.postalCode = "0001";
    broken.social[0]!.url = "http://facebook.com/x";
    const message = (() => {
      try {
        validateContent("content/business.ts", businessSchema, broken);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("email: niepoprawny adres e-mail");
    expect(message).toContain("address.postalCode: kod pocztowy ma postać 00-000");
    expect(message).toContain("social.0.url: adres musi zaczynać się od https://");
  });

  it("a photo name that cannot be a file in content/photos", () => {
    const broken = clone(gallery);
    broken[2]!.photo = "Moje Zdjęcie.JPG";
    expect(() => validateContent("content/gallery.ts", gallerySchema, broken)).toThrow(
      "content/gallery.ts:\n  - 2.photo: nazwa zdjęcia ma postać nazwa-pliku.jpg",
    );
  });

  it("a missing alt text", () => {
    const broken = clone(gallery);
    broken[0]!.alt = "";
    expect(() => validateContent("content/gallery.ts", gallerySchema, broken)).toThrow("0.alt: opis zdjęcia (alt)");
  });

  it("a page description that is too long for search engines", () => {
    const broken = clone(pages);
    broken.offer.description = "a".repeat(200);
    expect(() => validateContent("content/pages.ts", pagesSchema, broken)).toThrow("offer.description: opis strony może mieć najwyżej 170 znaków");
  });

  it("a certificate year written as text", () => {
    const broken = clone(trainer) as unknown as { certificates: { year: unknown }[] };
    broken.certificates[0]!.year = "2014";
    expect(() => validateContent("content/trainer.ts", trainerSchema, broken)).toThrow("certificates.0.year");
  });

  it("the real content passes, all of it", () => {
    expect(() => validateSite()).not.toThrow();
    expect(() => validateContent("content/offer.ts", offerSchema, offer)).not.toThrow();
    expect(() => validateContent("content/business.ts", businessSchema, business)).not.toThrow();
  });
});
