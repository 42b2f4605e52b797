import { normalizePhone } from "../app/enquiries/phone";
import { DATE_PROBLEMS, readCalendarDate } from "../app/lib/calendar-date";
import { readDate, readPostalCode, readTaxId } from "../app/lib/typed-values";
import { z } from "../app/lib/zod";
import { voucherOffersSchema } from "./voucher-schema";

/** When a booked session or a package ordered with it is paid: at the session (by hand), or online at booking in full or a deposit. */
export const PAY_ONLINE = ["at_session", "online_full", "online_deposit"] as const;
export type PayOnline = (typeof PAY_ONLINE)[number];

/** Polish phone numbers in the international form used for tel: links. */
export const phoneSchema = z
  .string()
  // As people type it ("500000000", "+48 500-000-000"), kept as +48 500 000 000.
  .transform((value) => normalizePhone(value) ?? value)
  .pipe(z.string().regex(/^\+48 \d{3} \d{3} \d{3}$/, "numer telefonu musi mieć postać +48 500 000 000"));

/** A date as typed ("24.11.2026") or picked ("2026-11-24"), stored RRRR-MM-DD: a real day of the years the site supports (app/lib/calendar-date.ts). */
export const dateSchema = z
  .string()
  .transform(readDate)
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "podaj datę, np. 24.11.2026"))
  .superRefine((date, context) => {
    const reading = readCalendarDate(date);
    if (!reading.ok) context.addIssue({ code: "custom", message: DATE_PROBLEMS[reading.problem] });
  });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().regex(SLUG, "identyfikator może mieć tylko małe litery bez polskich znaków, cyfry i myślniki");
/** A price-list item (offer.packages[].slug) named in another section; the editor offers the list to choose from. */
export const packageReferenceSchema = z.string().regex(SLUG, "wybierz pozycję cennika z listy");
/** A photo file in content/photos/; the build checks that it exists. */
export const photoSchema = z.string().regex(/^[a-z0-9-]+\.(jpe?g|png|webp)$/, "nazwa zdjęcia ma postać nazwa-pliku.jpg");

/** Which part of a photo stays in view when a page crops it to its frame (a face, say). */
export const photoFocusSchema = z.enum(["center", "top", "bottom", "left", "right"]).default("center");
export type PhotoFocus = z.output<typeof photoFocusSchema>;

const httpsUrl = z.url({ protocol: /^https$/, error: "adres musi zaczynać się od https://" });

export const businessSchema = z.object({
  name: z.string().min(3),
  legalName: z.string().min(3),
  taxId: z
    .string()
    .transform(readTaxId)
    .pipe(z.string().regex(/^\d{10}$/, "NIP to 10 cyfr")),
  phone: phoneSchema,
  email: z.email("niepoprawny adres e-mail"),
  address: z.object({
    street: z.string().min(3),
    postalCode: z
      .string()
      .transform(readPostalCode)
      .pipe(z.string().regex(/^\d{2}-\d{3}$/, "kod pocztowy ma postać 00-000")),
    locality: z.string().min(2),
    region: z.string().min(2),
  }),
  /** Where the static map links to, e.g. an OpenStreetMap address. */
  mapUrl: httpsUrl,
  social: z.array(z.object({ name: z.string().min(2), url: httpsUrl })),
  /** Hours within which the trainer answers an enquiry, shown to visitors. */
  responseTimeHours: z.number().int().positive(),
});

export const pageMetaSchema = z.object({
  title: z.string().min(5).max(70, "tytuł strony może mieć najwyżej 70 znaków"),
  description: z.string().min(50, "opis strony powinien mieć co najmniej 50 znaków").max(170, "opis strony może mieć najwyżej 170 znaków"),
  heading: z.string().min(3),
  lead: z.string().min(20),
});

export const pagesSchema = z.object({
  home: pageMetaSchema,
  offer: pageMetaSchema,
  gallery: pageMetaSchema,
  achievements: pageMetaSchema,
  contact: pageMetaSchema,
  thanks: pageMetaSchema,
  privacy: pageMetaSchema,
  // Added with online booking: content published before it takes this default.
  booking: pageMetaSchema.default({
    title: "Rezerwacja — umów trening lub bezpłatną konsultację",
    description: "Wybierz usługę, dzień i wolną godzinę. Potwierdzenie przyjdzie e-mailem, a termin odwołasz lub przełożysz przez link z wiadomości.",
    heading: "Wybierz dogodny termin",
    lead: "Usługa, dzień, godzina — i gotowe. Potwierdzenie z linkiem do Twojej rezerwacji przyjdzie e-mailem.",
  }),
  // Added with the terms (issue 44): content published before it takes this default.
  terms: pageMetaSchema.default({
    title: "Regulamin — treningi, pakiety, płatności i odstąpienie od umowy",
    description: "Zasady rezerwacji i płatności za treningi i pakiety, odwoływanie terminów, prawo odstąpienia od umowy z wzorem formularza i reklamacje.",
    heading: "Regulamin",
    lead: "Zasady, na jakich umawiamy treningi i pakiety: płatności, odwoływanie, odstąpienie od umowy i reklamacje — prostym językiem.",
  }),
  notFound: z.object({ title: z.string(), message: z.string() }),
});

export type Business = z.input<typeof businessSchema>;
export type PageMeta = z.input<typeof pageMetaSchema>;
export type Pages = z.input<typeof pagesSchema>;

export const trainerSchema = z.object({
  portrait: photoSchema,
  portraitAlt: z.string().min(10),
  portraitFocus: photoFocusSchema,
  name: z.string().min(3),
  /**
   * The grammatical gender the site's and the panel's words about the trainer
   * agree with, and the role as the header and the JSON-LD name it. Added
   * after the first release: content published before reads as it did.
   */
  gender: z.enum(["masculine", "feminine"]).default("masculine"),
  roleTitle: z.string().min(3).default("Trener personalny"),
  jobTitle: z.string().min(3),
  shortBio: z.string().min(20),
  careerStartYear: z.number().int().min(1970).max(2100),
  bio: z.array(z.string().min(20)).min(1),
  certificates: z
    .array(
      z.object({
        name: z.string().min(3),
        issuer: z.string().min(2),
        year: z.number().int().min(1990, "rok musi być liczbą, np. 2021").max(2100),
      }),
    )
    .min(1, "podaj co najmniej jeden certyfikat"),
});

export type Trainer = z.input<typeof trainerSchema>;

export const offerSchema = z
  .object({
    services: z
      .array(
        z.object({
          slug: slugSchema,
          name: z.string().min(3),
          /** The name as it reads after "Zapytaj o …" (the accusative, as in the middle of a sentence): "dietę". */
          nameAccusative: z
            .string({ error: "podaj nazwę usługi w bierniku, jak po „Zapytaj o”, np. dietę" })
            .min(3, "podaj nazwę usługi w bierniku, jak po „Zapytaj o”, np. dietę"),
          icon: z.enum(["plan", "diet", "supplements"]),
          summary: z.string().min(20),
          includes: z.array(z.string().min(3)).min(1),
        }),
      )
      .length(3, "oferta ma trzy filary: plan treningowy, dietę i suplementację"),
    packages: z
      .array(
        z.object({
          slug: slugSchema,
          name: z.string().min(3),
          /** Gross price in PLN. */
          price: z
            .number({ error: "podaj cenę brutto w złotych, np. 150" })
            .int("podaj cenę w pełnych złotych, bez groszy")
            .positive("cena musi być większa od zera"),
          /** How many sessions with the trainer the price covers (0: none, e.g. online coaching); the page then says "za 8 treningów (130 zł za trening)" itself. */
          sessions: z
            .number({ error: "podaj liczbę treningów, np. 8 (0, jeśli pozycja nie obejmuje treningów)" })
            .int("podaj liczbę całkowitą")
            .min(0)
            .max(100)
            .default(0),
          /** Weeks a package of more than one session may be used in; the page says "8 treningów do wykorzystania w ciągu 6 tygodni" and a sale in the panel starts from it. */
          validWeeks: z
            .number({ error: "podaj liczbę tygodni, np. 6" })
            .int("podaj pełne tygodnie")
            .min(1, "podaj co najmniej 1 tydzień")
            .max(104, "podaj najwyżej 104 tygodnie")
            .nullable()
            .default(null),
          /** How a package ordered with its first session is paid (issue 81): at that session, or online when booked, in full or a deposit. */
          payOnline: z.enum(PAY_ONLINE).default("at_session"),
          /** The deposit paid online when ordered, in whole PLN; only with "online_deposit" (the rest at the first session). */
          deposit: z
            .number({ error: "podaj zadatek w złotych, np. 200" })
            .int("podaj zadatek w pełnych złotych")
            .min(1, "zadatek to co najmniej 1 zł")
            .nullable()
            .default(null),
          /** What the price is for when it covers no sessions, e.g. "za miesiąc". */
          per: z.string().default(""),
          description: z.string().min(20),
          includes: z.array(z.string().min(3)).min(1),
          featured: z.boolean().default(false),
        }),
      )
      .min(1),
    notes: z.array(z.string().min(10)),
    vouchers: voucherOffersSchema,
  })
  .superRefine((offer, context) => {
    offer.packages.forEach((item, index) => {
      if (item.payOnline === "online_deposit" && item.deposit === null)
        context.addIssue({
          code: "custom",
          path: ["packages", index, "deposit"],
          message: "podaj zadatek w złotych, np. 200, albo wybierz inny sposób płatności",
        });
      if (item.sessions === 0 && item.per.trim().length < 2) {
        context.addIssue({
          code: "custom",
          path: ["packages", index, "per"],
          message: "napisz, za co jest ta cena, np. za miesiąc (albo podaj liczbę treningów)",
        });
      }
    });
    // A slug is an address (/kontakt?usluga=…): two items cannot share one.
    const seen = new Set<string>();
    for (const [list, items] of [
      ["services", offer.services],
      ["packages", offer.packages],
    ] as const) {
      items.forEach((item, index) => {
        if (seen.has(item.slug)) {
          context.addIssue({ code: "custom", path: [list, index, "slug"], message: `identyfikator „${item.slug}” ma już inna pozycja oferty` });
        }
        seen.add(item.slug);
      });
    }
  });

export const homeSchema = z.object({
  heroPhoto: photoSchema,
  heroPhotoAlt: z.string().min(10),
  heroPhotoFocus: photoFocusSchema,
  audience: z.array(z.string().min(5)).min(2),
  steps: z.array(z.object({ title: z.string().min(3), text: z.string().min(20) })).min(3),
  testimonials: z.array(z.object({ quote: z.string().min(20), author: z.string().min(2), context: z.string().min(3) })).min(1),
  /** Whether the testimonials are checked against the bookings, said under them (issue 80, art. 7 pkt 23b u.p.n.p.r.); "": not chosen, which publishing refuses. */
  testimonialsCheck: z.enum(["", "checkedAgainstBookings", "notChecked"]).default(""),
  faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(20) })).min(1),
});

export const gallerySchema = z
  .array(z.object({ photo: photoSchema, alt: z.string().min(10, "opis zdjęcia (alt) powinien mieć co najmniej 10 znaków"), caption: z.string().min(3) }))
  .min(1);

export const achievementsSchema = z.object({
  competitions: z.array(z.object({ year: z.number().int().min(1990).max(2100), name: z.string().min(3), result: z.string().min(2) })),
  transformations: z.array(
    z.object({
      client: z.string().min(2),
      /** How long it took, as it reads after "Po …" (the locative): "6 miesiącach". */
      durationLocative: z
        .string({ error: "podaj czas współpracy w miejscowniku, jak po „Po”, np. 6 miesiącach" })
        .min(3, "podaj czas współpracy w miejscowniku, jak po „Po”, np. 6 miesiącach"),
      result: z.string().min(10),
      story: z.string().min(20),
      before: photoSchema,
      after: photoSchema,
    }),
  ),
  consentNote: z.string().min(20),
});

export const contactPageSchema = z.object({
  mapPhoto: photoSchema,
  mapAlt: z.string().min(10),
});

export type Offer = z.input<typeof offerSchema>;
export type Home = z.input<typeof homeSchema>;
export type GalleryItem = z.input<typeof gallerySchema>[number];
export type Achievements = z.input<typeof achievementsSchema>;
export type Gallery = z.input<typeof gallerySchema>;
export type ContactPage = z.input<typeof contactPageSchema>;
