import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("oferta", "routes/offer.tsx"),
  route("galeria", "routes/gallery.tsx"),
  route("osiagniecia", "routes/achievements.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("rezerwacja", "routes/booking.tsx"),
  route("rezerwacja/:token", "routes/booking-manage.tsx"),
  route("rezerwacja/:token/wydarzenie.ics", "routes/booking-event.ts"),
  route("kalendarz/:file", "routes/calendar-feed.ts"),
  route("dziekujemy", "routes/thanks.tsx"),
  route("polityka-prywatnosci", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("zdjecia/:file", "routes/uploaded-photo.ts"),
  // The trainer's inbox: 404 unless ADMIN_PASSWORD_HASH is set; everything
  // but the sign-in page behind requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    route("logowanie", "routes/admin/sign-in.tsx"),
    layout("routes/admin/signed-in-layout.tsx", [
      index("routes/admin/inbox.tsx"),
      route("zapytania/:id", "routes/admin/enquiry.tsx"),
      route("zapytania/:id/usun", "routes/admin/erase-enquiry.tsx"),
      route("spam/usun", "routes/admin/erase-spam.tsx"),
      route("poczta/:id/wyslij-ponownie", "routes/admin/resend-mail.ts"),
      route("eksport.csv", "routes/admin/export-csv.ts"),
      route("dane-klienta/:source/:id", "routes/admin/client-data.tsx"),
      route("dane-klienta/:source/:id/dane.json", "routes/admin/client-data-json.ts"),
      route("tresci", "routes/admin/content-sections.tsx"),
      route("tresci/:section", "routes/admin/content-editor.tsx"),
      route("tresci/:section/podglad", "routes/admin/content-preview.ts"),
      route("tresci/:section/historia", "routes/admin/content-history.tsx"),
      route("zdjecia", "routes/admin/photos.tsx"),
      route("zdjecia/dodaj", "routes/admin/photo-upload.ts"),
      route("kalendarz", "routes/admin/calendar.tsx"),
      route("kalendarz/nowa", "routes/admin/new-booking.tsx"),
      route("wyloguj", "routes/admin/sign-out.ts"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
