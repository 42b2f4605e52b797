import { z } from "zod";

/** Polish phone numbers in the international form used for tel: links. */
export const phoneSchema = z
  .string()
  .regex(/^\+48 \d{3} \d{3} \d{3}$/, "numer telefonu musi mieć postać +48 500 000 000");

const httpsUrl = z.url({ protocol: /^https$/, error: "adres musi zaczynać się od https://" });

export const businessSchema = z.object({
  name: z.string().min(3),
  legalName: z.string().min(3),
  taxId: z.string().regex(/^\d{10}$/, "NIP to 10 cyfr bez kresek"),
  phone: phoneSchema,
  email: z.email("niepoprawny adres e-mail"),
  address: z.object({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, "kod pocztowy ma postać 00-000"),
    locality: z.string().min(2),
    region: z.string().min(2),
  }),
  /** Where the static map links to, e.g. an OpenStreetMap address. */
  mapUrl: httpsUrl,
  social: z.array(z.object({ name: z.string().min(2), url: httpsUrl })),
  openingHours: z
    .array(
      z.object({
        days: z.string().min(2),
        /** schema.org day codes for the structured data, e.g. ["Mo","Tu"]. */
        dayCodes: z.array(z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/, "godzina ma postać 07:00"),
        closes: z.string().regex(/^\d{2}:\d{2}$/, "godzina ma postać 21:00"),
      }),
    )
    .min(1),
  priceRange: z.string().min(1),
  /** Hours within which the trainer answers an enquiry, shown to visitors. */
  responseTimeHours: z.number().int().positive(),
});

export const pageMetaSchema = z.object({
  title: z.string().min(5).max(70, "tytuł strony może mieć najwyżej 70 znaków"),
  description: z
    .string()
    .min(50, "opis strony powinien mieć co najmniej 50 znaków")
    .max(170, "opis strony może mieć najwyżej 170 znaków"),
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
  notFound: z.object({ title: z.string(), message: z.string() }),
});

export type Business = z.infer<typeof businessSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type Pages = z.infer<typeof pagesSchema>;

export const trainerSchema = z.object({
  name: z.string().min(3),
  jobTitle: z.string().min(3),
  shortBio: z.string().min(20),
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

export type Trainer = z.infer<typeof trainerSchema>;
