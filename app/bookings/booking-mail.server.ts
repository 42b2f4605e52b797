// The mails about a booking: the confirmations, the reminder a day before and
// the cancellations, in the trainer's voice, with the calendar file wherever a
// calendar should change. None carries the visitor's notes to the visitor:
// anyone can type someone else's address into the form.
import type { EmailMessage as SendMailOptions } from "~/notifications/channels/email-format";
import type { Booking, OutboxKind } from "~/db/database.server";
import { env } from "~/env.server";
import { formatDateTime } from "~/lib/format";
import { priceLabel } from "~/bookings/booking-places";
import { countedPhrase } from "~/lib/polish-plural";
import { sessionCount } from "~/lib/polish-phrases";
import { typeset } from "~/lib/typeset";
import { escapeHtml, headerSafe, htmlDocument, htmlParagraphs, isPlainAddress, type MailAddresses } from "~/notifications/channels/email-format";
import { liveSite } from "~/site-content/live-content.server";
import { calendarAttachments, mailCalendar, type Attachment, type MailCalendar } from "./mail-calendar-files.server";
import { formatClock, formatDate, formatDay, formatSession, warsawDate } from "~/scheduling/warsaw-time";

export type BookingMailKind = Extract<OutboxKind, `booking_${string}`>;

export type BookingMailOptions = {
  /** The token of the booking's own page (see booking-token.server.ts). */
  token: string;
  /** From/To and the site's address; the environment when omitted. */
  addresses?: MailAddresses;
  /** When the mail goes: the reminder's "jutro" and the link's deadline are counted from here. */
  now?: Date;
  /** When the mail was due (the reminder: a day before): one sent much later says so. */
  dueAt?: Date;
  /** The series' occurrences one mail is about (made together, or moved or cancelled from one date on), in time order; see mailGroupOf. */
  group?: Booking[];
  /** The tokens of the group's other occurrences, by booking id: each event in the calendar files links to its own page. */
  groupTokens?: ReadonlyMap<number, string>;
  /** The host part of the calendar files' UIDs (calendar-uid-host.server.ts). */
  uidHost: string;
};

/** A reminder this late (the mail server was away) apologises for it. */
const LATE_AFTER_MS = 60 * 60_000;

/** A piece of a mail, written once for the text and the HTML part. */
type Block = { p: string; link?: string } | { lines: string[] } | { fields: [string, string][] } | { quote: string; label?: string } | { note: string };

function render(subject: string, blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((block) => {
    if ("p" in block) return block.link ? `${block.p} ${block.link}` : block.p;
    if ("lines" in block) return block.lines.join("\n");
    if ("fields" in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join("\n");
    if ("quote" in block) return `${block.label ? `${block.label}\n` : ""}${block.quote.replace(/\r\n?/g, "\n")}`;
    return block.note;
  });
  const html = blocks.map((block) => {
    if ("p" in block) {
      const link = block.link ? ` <a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a>` : "";
      return `<p>${escapeHtml(typeset(block.p))}${link}</p>`;
    }
    if ("lines" in block) return `<p>${block.lines.map(escapeHtml).join("<br>\n")}</p>`;
    if ("fields" in block) {
      const rows = block.fields.map(
        ([label, value]) => `<tr><th align="left" style="padding: 2px 16px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      );
      return `<table role="presentation" style="border-collapse: collapse;">\n${rows.join("\n")}\n</table>`;
    }
    if ("quote" in block) {
      const label = block.label ? `<p style="margin-bottom: 4px;"><strong>${escapeHtml(block.label)}</strong></p>\n` : "";
      return `${label}<blockquote style="margin: 0 0 16px; padding-left: 12px; border-left: 3px solid #d1d5db;">${htmlParagraphs(block.quote)}</blockquote>`;
    }
    return `<p style="color: #6b7280; font-size: 13px;">${escapeHtml(typeset(block.note))}</p>`;
  });
  return { text: text.join("\n\n"), html: htmlDocument(subject, html.join("\n")) };
}

const when = (booking: Booking) => formatSession(booking.starts_at, booking.ends_at);

function sessionFields(booking: Booking, withPrice = true): [string, string][] {
  const fields: [string, string][] = [
    ["Usługa", booking.service_name],
    ["Termin", when(booking)],
    ["Miejsce", booking.place],
  ];
  return withPrice ? [...fields, ["Cena", priceLabel(booking.price)]] : fields;
}

const clientFields = (booking: Booking): [string, string][] => [
  ["Imię i nazwisko", booking.name],
  ["E-mail", booking.email],
  ["Telefon", booking.phone],
];

/** "godzinę", "2 godziny", "12 godzin" (before the start). */
const hours = (count: number) => countedPhrase(count, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" });

/** The personal link and until when it works; then only by phone. A deadline already past is not promised. */
function manageBlocks(booking: Booking, manageUrl: string, now: Date): Block[] {
  const { business, booking: settings } = liveSite();
  const cutoff = settings.cancelCutoffHours;
  const deadline = new Date(Date.parse(booking.starts_at) - cutoff * 3_600_000).toISOString();
  if (now.getTime() >= Date.parse(deadline)) {
    return [{ p: `Termin możesz już zmienić lub odwołać tylko telefonicznie: ${business.phone}.` }, { p: "Szczegóły rezerwacji:", link: manageUrl }];
  }
  const until =
    cutoff > 0
      ? `Przez ten link możesz to zrobić do ${formatDateTime(deadline)}, czyli ${hours(cutoff)} przed rozpoczęciem; później tylko telefonicznie: ${business.phone}.`
      : `Przez ten link możesz to zrobić aż do rozpoczęcia. W razie pytań zadzwoń: ${business.phone}.`;
  return [{ p: "Aby zmienić termin lub odwołać rezerwację, otwórz link:", link: manageUrl }, { p: until }];
}

function signature(greeting: string): Block {
  const { trainer } = liveSite();
  return { lines: [greeting, trainer.name, trainer.jobTitle] };
}

function footnote(addresses: MailAddresses, ifNotYou: string, booking: Booking): Block {
  const website = addresses.SITE_URL.replace(/^https?:\/\//, "");
  // A booking the trainer took (by phone, in person) was not made on the website.
  const why = booking.origin === "trainer" ? "bo ten adres podano przy umawianiu spotkania" : `bo ten adres podano przy rezerwacji na stronie ${website}`;
  return { note: `Tę wiadomość wysłano automatycznie, ${why}. ${ifNotYou}`.trim() };
}

/** "dziś", "jutro", "pojutrze", else "środa, 3 marca": the start's Warsaw date seen from `now`. */
function dayPhrase(startsAt: string, now: Date): { phrase: string; relative: boolean } {
  const day = warsawDate(new Date(startsAt));
  const days = warsawDate(now).until(day).days;
  const relative = ["dziś", "jutro", "pojutrze"][days];
  return relative ? { phrase: relative, relative: true } : { phrase: formatDay(day, false), relative: false };
}

/** "wtorek, 2 marca 2027, 18:00–19:00" for each, one a line. */
const groupDates = (group: Booking[]): Block => ({ lines: group.map((booking) => when(booking)) });

/** A series' cancellation carries one .ics per session (RFC 5546: one UID a cancellation). */
const CANCEL_FILES_NOTE = "Pliki .ics w załącznikach, po jednym na każdy termin, usuwają te terminy z kalendarza, jeśli były do niego dodane.";

/** "2 marca 2027": the first date of a group, in a subject. */
const firstDay = (group: Booking[]) => formatDate(warsawDate(new Date(group[0]!.starts_at)));

const trainerAddress = (addresses: MailAddresses) => addresses.CONTACT_TO ?? liveSite().business.email;

/** Throws when the address is unusable: no retry would change that. */
function toVisitor(booking: Booking, addresses: MailAddresses, subject: string, blocks: Block[], attachments: Attachment[] = []): SendMailOptions {
  if (!isPlainAddress(booking.email)) throw new Error("the client's address is not a plain e-mail address");
  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: booking.email },
    replyTo: trainerAddress(addresses),
    subject,
    // RFC 3834: out-of-office replies must not answer this.
    headers: { "Auto-Submitted": "auto-generated" },
    ...render(subject, blocks),
    ...(attachments.length ? { attachments } : {}),
  };
}

/** Reply-To is the client, so "Odpowiedz" writes straight back. */
function toTrainer(booking: Booking, addresses: MailAddresses, subject: string, blocks: Block[], attachments: Attachment[]): SendMailOptions {
  const canReply = isPlainAddress(booking.email);
  const hint: Block[] = canReply ? [{ note: "Aby odpowiedzieć, kliknij „Odpowiedz”: wiadomość trafi prosto do tej osoby." }] : [];
  return {
    from: addresses.MAIL_FROM,
    to: trainerAddress(addresses),
    ...(canReply ? { replyTo: { name: headerSafe(booking.name), address: booking.email } } : {}),
    subject,
    ...render(subject, [...blocks, ...hint]),
    attachments,
  };
}

/** The mail of one outbox kind about `booking`, as it is now. */
export function composeBookingMail(kind: BookingMailKind, booking: Booking, options: BookingMailOptions): SendMailOptions {
  const { addresses = env, token, now = new Date(), dueAt, group, uidHost, groupTokens } = options;
  const { business } = liveSite();
  const manageUrl = `${addresses.SITE_URL}/rezerwacja/${token}`;
  const files = mailCalendar(booking, { siteUrl: addresses.SITE_URL, token, groupTokens, uidHost, now });
  const calendarUrl = `${addresses.SITE_URL}/admin/kalendarz`;
  const service = headerSafe(booking.service_name);
  const client = headerSafe(booking.name) || "(bez imienia)";
  const moved = booking.sequence > 0;

  if (group && group.length > 1 && (kind === "booking_confirmed_visitor" || kind === "booking_cancelled_visitor" || kind === "booking_cancelled_trainer")) {
    return groupMail(kind, booking, group, { addresses, manageUrl, now, files });
  }

  switch (kind) {
    case "booking_confirmed_visitor": {
      const subject = `${moved ? "Zmiana terminu" : "Potwierdzenie rezerwacji"}: ${service}, ${when(booking)}`;
      return toVisitor(
        booking,
        addresses,
        subject,
        [
          { p: "Dzień dobry," },
          { p: moved ? "potwierdzam nowy termin rezerwacji:" : "potwierdzam rezerwację:" },
          { fields: sessionFields(booking) },
          ...manageBlocks(booking, manageUrl, now),
          { p: `W załączniku jest plik rezerwacja.ics: otwórz go, aby ${moved ? "zmienić termin w kalendarzu" : "dodać termin do kalendarza"}.` },
          signature("Do zobaczenia!"),
          footnote(addresses, "Jeśli to nie Ty, odwołaj tę rezerwację linkiem powyżej.", booking),
        ],
        calendarAttachments([booking], "visitor", files),
      );
    }
    case "booking_confirmed_trainer": {
      const subject = `${moved ? "Zmiana terminu" : "Nowa rezerwacja"}: ${service} — ${client}, ${when(booking)}`;
      const notes = booking.notes.trim() ? [{ label: "Uwagi:", quote: booking.notes }] : [];
      return toTrainer(
        booking,
        addresses,
        subject,
        [
          { p: moved ? `Rezerwacja nr ${booking.id} ma nowy termin.` : `Nowa rezerwacja nr ${booking.id} ze strony.` },
          { fields: [...sessionFields(booking), ...clientFields(booking)] },
          ...notes,
          { p: "Kalendarz rezerwacji:", link: calendarUrl },
          { p: `W załączniku jest plik rezerwacja.ics, który ${moved ? "zmienia termin w kalendarzu" : "dodaje termin do kalendarza"}.` },
        ],
        calendarAttachments([booking], "trainer", files),
      );
    }
    case "booking_reminder": {
      const { phrase, relative } = dayPhrase(booking.starts_at, now);
      const time = formatClock(booking.starts_at);
      const subject = relative ? `Przypomnienie: ${service} ${phrase} o ${time}` : `Przypomnienie: ${service}, ${phrase}, ${time}`;
      return toVisitor(booking, addresses, subject, [
        { p: "Dzień dobry," },
        { p: "przypominam o rezerwacji:" },
        ...(dueAt && now.getTime() - dueAt.getTime() > LATE_AFTER_MS ? [{ p: "Przepraszam, że to przypomnienie przychodzi później, niż powinno." }] : []),
        { fields: sessionFields(booking) },
        ...manageBlocks(booking, manageUrl, now),
        signature("Do zobaczenia!"),
        footnote(addresses, "Jeśli to nie Ty, odwołaj tę rezerwację linkiem powyżej.", booking),
      ]);
    }
    case "booking_cancelled_visitor": {
      const subject = `Rezerwacja odwołana: ${service}, ${when(booking)}`;
      const byClient = booking.cancel_reason === "client";
      const message = byClient ? "" : (booking.cancel_reason ?? "").trim();
      const intro: Block[] = byClient
        ? [{ p: "potwierdzam odwołanie rezerwacji:" }, { fields: sessionFields(booking, false) }]
        : [
            { p: "niestety muszę odwołać rezerwację:" },
            { fields: sessionFields(booking, false) },
            // The trainer's own words, or one apology when there are none.
            ...(message ? [{ quote: message }] : [{ p: "Przepraszam za kłopot." }]),
          ];
      return toVisitor(
        booking,
        addresses,
        subject,
        [
          { p: "Dzień dobry," },
          ...intro,
          {
            p: byClient ? "Jeśli zechcesz umówić się na inny termin, wybierz go tutaj:" : "Zapraszam do wyboru innego terminu:",
            link: `${addresses.SITE_URL}/rezerwacja`,
          },
          { p: `W razie pytań zadzwoń: ${business.phone}.` },
          { p: "Plik rezerwacja.ics w załączniku usuwa ten termin z kalendarza, jeśli był do niego dodany." },
          signature("Pozdrawiam"),
          footnote(addresses, "", booking),
        ],
        calendarAttachments([booking], "visitor", files),
      );
    }
    case "booking_cancelled_trainer": {
      const subject = `Odwołana rezerwacja: ${service} — ${client}, ${when(booking)}`;
      return toTrainer(
        booking,
        addresses,
        subject,
        [
          { p: `Rezerwacja nr ${booking.id} została odwołana przez klienta (linkiem z e-maila). Ten termin jest znowu wolny.` },
          { fields: [...sessionFields(booking, false), ...clientFields(booking)] },
          { p: "Kalendarz rezerwacji:", link: calendarUrl },
          { p: "Plik rezerwacja.ics w załączniku usuwa ten termin z kalendarza, jeśli był do niego dodany." },
        ],
        calendarAttachments([booking], "trainer", files),
      );
    }
  }
}

/**
 * One mail about a weekly series' occurrences: all of them booked at once
 * ("8 terminów od 2 marca 2027"), moved from one date on ("Zmiana terminu:
 * 5 terminów od 24 marca 2027") or cancelled from one date on ("Odwołano
 * 6 terminów od 9 marca 2027"), each date listed, one calendar file with
 * every event.
 */
function groupMail(
  kind: "booking_confirmed_visitor" | "booking_cancelled_visitor" | "booking_cancelled_trainer",
  booking: Booking,
  group: Booking[],
  context: { addresses: MailAddresses; manageUrl: string; now: Date; files: MailCalendar },
): SendMailOptions {
  const { addresses, manageUrl, now, files } = context;
  const service = headerSafe(booking.service_name);
  const count = sessionCount(group.length);
  if (kind === "booking_confirmed_visitor" && booking.sequence > 0) {
    const subject = `Zmiana terminu: ${service}, ${count} od ${firstDay(group)}`;
    return toVisitor(
      booking,
      addresses,
      subject,
      [
        { p: "Dzień dobry," },
        { p: "zmieniam nasze stałe terminy. Nowe terminy:" },
        groupDates(group),
        {
          fields: [
            ["Usługa", booking.service_name],
            ["Miejsce", booking.place],
          ],
        },
        ...manageBlocks(booking, manageUrl, now),
        { p: "Przypomnienie przyjdzie dzień przed każdym spotkaniem." },
        { p: "W załączniku jest plik rezerwacja.ics: otwórz go, aby zmienić wszystkie te terminy w kalendarzu." },
        signature("Do zobaczenia!"),
        footnote(addresses, "", booking),
      ],
      calendarAttachments(group, "visitor", files),
    );
  }
  if (kind === "booking_confirmed_visitor") {
    const subject = `Potwierdzenie rezerwacji: ${service}, ${count} od ${firstDay(group)}`;
    return toVisitor(
      booking,
      addresses,
      subject,
      [
        { p: "Dzień dobry," },
        { p: `potwierdzam stałe terminy (${count}):` },
        groupDates(group),
        {
          fields: [
            ["Usługa", booking.service_name],
            ["Miejsce", booking.place],
            ["Cena za spotkanie", priceLabel(booking.price)],
          ],
        },
        ...manageBlocks(booking, manageUrl, now),
        { p: "Przypomnienie przyjdzie dzień przed każdym spotkaniem." },
        { p: "W załączniku jest plik rezerwacja.ics: otwórz go, aby dodać wszystkie terminy do kalendarza." },
        signature("Do zobaczenia!"),
        footnote(addresses, "", booking),
      ],
      calendarAttachments(group, "visitor", files),
    );
  }
  if (kind === "booking_cancelled_trainer") {
    const client = headerSafe(booking.name) || "(bez imienia)";
    return toTrainer(
      booking,
      addresses,
      `Odwołane rezerwacje: ${service} — ${client}, ${count} od ${firstDay(group)}`,
      [
        { p: `Klient odwołał linkiem z e-maila ${count} ze stałych terminów. Te terminy są znowu wolne:` },
        groupDates(group),
        { fields: clientFields(booking) },
        { p: "Kalendarz rezerwacji:", link: `${addresses.SITE_URL}/admin/kalendarz` },
        { p: CANCEL_FILES_NOTE },
      ],
      calendarAttachments(group, "trainer", files),
    );
  }
  const byClient = booking.cancel_reason === "client";
  const message = byClient ? "" : (booking.cancel_reason ?? "").trim();
  const subject = `Odwołano ${count} od ${firstDay(group)}: ${service}`;
  return toVisitor(
    booking,
    addresses,
    subject,
    [
      { p: "Dzień dobry," },
      { p: byClient ? `potwierdzam odwołanie terminów (${count}):` : `niestety muszę odwołać ${count}:` },
      groupDates(group),
      ...(byClient
        ? [{ p: "Jeśli zechcesz umówić się na inny termin, wybierz go tutaj:", link: `${addresses.SITE_URL}/rezerwacja` }]
        : message
          ? [{ quote: message }]
          : [{ p: "Przepraszam za kłopot." }]),
      { p: `W razie pytań zadzwoń: ${liveSite().business.phone}.` },
      { p: CANCEL_FILES_NOTE },
      signature("Pozdrawiam"),
      footnote(addresses, "", booking),
    ],
    calendarAttachments(group, "visitor", files),
  );
}
