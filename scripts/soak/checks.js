// The end of a soak run: what was sent and what came back, the faults, and
// the checks against the database, the mail the sink received and the
// pages. Returns the summary's lines and whether every check passed.

const CELL_MS = 5 * 60_000;
const AFTER_WINDOW_MS = 30_000;

/** The cells a booking from `start` to `end` holds, as the app stores them (app/bookings/booking-store.server.ts). */
function cellsBetween(start, end) {
  const cells = [];
  for (let cell = Math.floor(start / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS) cells.push(new Date(cell).toISOString());
  return cells;
}

const overlaps = (at, endAt, from, to) => at <= to && (endAt ?? at) >= from;

/** Tallies `values` into "303×12 409×2". */
function tally(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([value, count]) => `${value}×${count}`)
      .join(" ") || "none"
  );
}

/** The request's place in the summary: the loop, the method and the path with tokens and queries left out. */
function requestLabel(request) {
  if (request.kind === "page-view") return `page views       GET (public pages)`;
  const path = request.path.split("?")[0].replace(/^\/rezerwacja\/[^/]+/, "/rezerwacja/:token");
  return `${request.kind.padEnd(16)} ${request.method} ${path}`;
}

export async function checkRun({ run, requests, faults, state, sink, postgres, instances, drain, contactTo }) {
  const lines = [];
  const results = [];
  const t = (at) => `t+${((at - run.startedAt) / 1000).toFixed(1)}s`;
  const clock = (at) => new Date(at).toISOString().slice(11, 23);
  const check = (ok, text, details = []) => {
    results.push(ok);
    lines.push(`  [${ok ? "ok" : "FAIL"}] ${text}`);
    for (const detail of details.slice(0, 15)) lines.push(`         ${detail}`);
    if (details.length > 15) lines.push(`         … and ${details.length - 15} more`);
  };
  const nameOfPort = (port) => instances.find((instance) => instance.port === port)?.name ?? String(port);

  // Requests.
  const trafficSeconds = (run.trafficEndedAt - run.startedAt) / 1000;
  lines.push(
    `Requests: ${requests.length} in ${trafficSeconds.toFixed(0)} s of traffic (${(requests.length / trafficSeconds).toFixed(1)}/s), by kind and status:`,
  );
  const byLabel = new Map();
  for (const request of requests) byLabel.set(requestLabel(request), [...(byLabel.get(requestLabel(request)) ?? []), request.status]);
  for (const [label, statuses] of [...byLabel].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${label.padEnd(48)} ${String(statuses.length).padStart(5)}  ${tally(statuses)}`);

  // 5xx and connection errors against the fault windows.
  const postgresWindows = faults.filter((fault) => fault.type === "postgres" && fault.downAt);
  const killWindows = faults.filter((fault) => fault.type === "kill").map((fault) => ({ ...fault, name: fault.target, to: fault.restartedAt ?? Infinity }));
  const serverErrors = requests.filter((request) => typeof request.status === "number" && request.status >= 500);
  lines.push("", `5xx responses: ${serverErrors.length}`);
  const outside = [];
  const insideWrong = [];
  for (const request of serverErrors) {
    const window = postgresWindows.find((fault) => overlaps(request.at, request.endAt, fault.downAt, fault.upAt));
    const after = postgresWindows.find((fault) => request.at > fault.upAt && request.at - fault.upAt <= AFTER_WINDOW_MS);
    const where = window
      ? "inside the PostgreSQL-down window"
      : after
        ? `${((request.at - after.upAt) / 1000).toFixed(1)} s after PostgreSQL came back`
        : "outside the PostgreSQL-down window";
    // /healthz says 503 while the database is away: that is its answer, not a refusal to retry.
    const healthCheck = request.path === "/healthz" && request.status === 503;
    const polite = request.status === 503 && (Boolean(request.retryAfter) || (healthCheck && Boolean(window)));
    lines.push(
      `  ${clock(request.at)} ${t(request.at).padEnd(9)} ${nameOfPort(request.port)} ${request.method} ${request.path} → ${request.status}, Retry-After: ${request.retryAfter ?? "none"}; ${where}${healthCheck && window ? " (the health check reporting the database away)" : ""}`,
    );
    if (window && !polite) insideWrong.push(request);
    if (!window && !polite) outside.push(request);
  }
  const connectionErrors = requests.filter((request) => request.status === "ERR");
  const unexplained = connectionErrors.filter(
    (request) => !killWindows.some((kill) => nameOfPort(request.port) === kill.name && overlaps(request.at, request.endAt, kill.at - 1000, kill.to)),
  );
  lines.push(
    `Connection errors (no answer): ${connectionErrors.length}, ${connectionErrors.length - unexplained.length} of them to an instance while it was killed`,
  );
  for (const request of unexplained.slice(0, 10))
    lines.push(
      `  ${clock(request.at)} ${t(request.at)} ${nameOfPort(request.port)} ${request.method} ${request.path}: ${request.error} (${((request.endAt - request.at) / 1000).toFixed(1)} s)`,
    );

  // Faults.
  lines.push("", "Faults injected:");
  for (const fault of faults) {
    if (fault.type === "kill")
      lines.push(
        `  ${t(fault.at)} SIGKILL instance ${fault.target}; ${fault.restartedAt ? `back ${((fault.restartedAt - fault.at) / 1000).toFixed(1)} s later` : "NOT restarted"} (${fault.restartAttempts} start${fault.restartAttempts === 1 ? "" : "s"})${fault.errors.length ? `; failed starts: ${fault.errors.join("; ")}` : ""}`,
      );
    if (fault.type === "smtp")
      lines.push(`  ${t(fault.at)} SMTP sink stopped; started again at ${t(fault.endAt)} (${((fault.endAt - fault.at) / 1000).toFixed(0)} s)`);
    if (fault.type === "postgres")
      lines.push(
        `  ${t(fault.at)} PostgreSQL restart: down from ${clock(fault.downAt)} (${t(fault.downAt)}) to ${clock(fault.upAt)} (${t(fault.upAt)}), ${((fault.upAt - fault.downAt) / 1000).toFixed(1)} s${fault.error ? `; ${fault.error}` : ""}`,
      );
  }
  const counts = (type) => faults.filter((fault) => fault.type === type).length;
  lines.push(`  in all: ${counts("kill")} kill(s), ${counts("smtp")} SMTP outage(s), ${counts("postgres")} PostgreSQL restart(s)`);

  // Outbox.
  lines.push(
    "",
    drain.drained
      ? `Outbox drained ${(drain.ms / 1000).toFixed(0)} s after the traffic stopped.`
      : `Outbox NOT drained after ${(drain.ms / 1000).toFixed(0)} s: ${drain.left}`,
  );

  const byMessageId = new Map();
  for (const message of sink.messages) byMessageId.set(message.messageId, (byMessageId.get(message.messageId) ?? 0) + 1);
  const repeatedIds = [...byMessageId].filter(([, count]) => count > 1);
  lines.push(
    `Mails received: ${sink.messages.length} (${tally(sink.messages.map((message) => message.subject.replace(/:.*$/, "").replace(/ — .*$/, "")))}); Message-IDs received more than once: ${repeatedIds.length}${
      repeatedIds.length
        ? ` (${repeatedIds
            .slice(0, 5)
            .map(([id, count]) => `${id} ×${count}`)
            .join(", ")})`
        : ""
    }`,
  );

  lines.push("", "Checks:");
  check(
    outside.length === 0,
    `no 5xx outside the PostgreSQL-down window (other than 503 with Retry-After): ${outside.length}`,
    outside.map((request) => `${t(request.at)} ${request.method} ${request.path} → ${request.status}`),
  );
  const inside = serverErrors.length - outside.length;
  check(
    insideWrong.length === 0,
    `5xx inside the PostgreSQL-down window are 503 with Retry-After (/healthz: 503): ${inside - insideWrong.length} of ${inside}`,
    insideWrong.map((request) => `${t(request.at)} ${request.method} ${request.path} → ${request.status}, Retry-After: ${request.retryAfter ?? "none"}`),
  );
  const crashes = instances.flatMap((instance) =>
    instance.exits
      .filter((exit) => !exit.expected && !exit.duringStart)
      .map(
        (exit) =>
          `${instance.name} at ${t(exit.at)}: code ${exit.code}, signal ${exit.signal}${exit.signal === "SIGTERM" || exit.code === 0 ? " (a SIGTERM from outside this run?)" : ""}`,
      ),
  );
  check(crashes.length === 0, `no instance exited unasked once up: ${crashes.length}`, crashes);
  const notRestarted = faults.filter((fault) => fault.type === "kill" && !fault.restartedAt);
  check(notRestarted.length === 0, `every killed instance came back: ${notRestarted.length} did not`);
  check(drain.drained, `outbox drained (no pending or sending mail left)`);
  const failedMail = await postgres.query("select kind, last_error from outbox where status = 'failed'");
  check(
    failedMail.rows.length === 0,
    `no mail marked failed: ${failedMail.rows.length}`,
    failedMail.rows.map((row) => `${row.kind}: ${row.last_error}`),
  );

  // Enquiries: stored once, mailed once, by marker.
  const markerOf = (text) => [...text.matchAll(/soak-(\d+)(?!\d)/g)].map((match) => `soak-${match[1]}`);
  const stored = new Map();
  for (const row of (await postgres.query("select message from enquiries")).rows)
    for (const marker of new Set(markerOf(row.message))) stored.set(marker, (stored.get(marker) ?? 0) + 1);
  const mailed = new Map();
  for (const message of sink.messages) {
    if (!message.envelope.to.includes(contactTo)) continue;
    for (const marker of new Set(markerOf(message.text))) mailed.set(marker, (mailed.get(marker) ?? 0) + 1);
  }
  const accepted = state.enquiries.accepted;
  const missingRows = accepted.filter((entry) => !stored.get(entry.marker));
  const duplicateRows = [...accepted, ...state.enquiries.unknown].filter((entry) => (stored.get(entry.marker) ?? 0) > 1);
  lines.push(
    `  enquiries: ${accepted.length} accepted (303), ${state.enquiries.refused.length} refused (${tally(state.enquiries.refused.map((entry) => entry.status))}), ${state.enquiries.unknown.length} without an answer after 4 resends; ${accepted.filter((entry) => entry.attempts.length > 1).length} accepted only on a resend`,
  );
  check(
    missingRows.length === 0 && duplicateRows.length === 0,
    `every accepted enquiry stored exactly once: ${accepted.length - missingRows.length} stored, ${missingRows.length} missing, ${duplicateRows.length} stored more than once`,
    [
      ...missingRows.map((entry) => `missing: ${entry.marker} (sent ${t(entry.at)}, answers ${entry.attempts.join(",")})`),
      ...duplicateRows.map((entry) => `duplicated ×${stored.get(entry.marker)}: ${entry.marker}`),
    ],
  );
  const unmailed = accepted.filter((entry) => !mailed.get(entry.marker));
  const mailedTwice = accepted.filter((entry) => (mailed.get(entry.marker) ?? 0) > 1);
  check(
    unmailed.length === 0,
    `every accepted enquiry mailed to ${contactTo}: ${unmailed.length} missing`,
    unmailed.map((entry) => `${entry.marker} (sent ${t(entry.at)})`),
  );
  check(
    mailedTwice.length === 0,
    `no enquiry mailed twice: ${mailedTwice.length} duplicated`,
    mailedTwice.map((entry) => `${entry.marker} ×${mailed.get(entry.marker)}`),
  );

  // Bookings: stored once, as last changed; their confirmations.
  const bookingRows = (await postgres.query("select id, email, status, starts_at, sequence from bookings")).rows;
  const rowsByEmail = new Map();
  for (const row of bookingRows) rowsByEmail.set(row.email, [...(rowsByEmail.get(row.email) ?? []), row]);
  const booked = state.bookings.accepted;
  lines.push(
    `  bookings: ${booked.length} accepted (303), ${state.bookings.taken} taken meanwhile (409), ${state.bookings.refused.length} refused (${tally(state.bookings.refused.map((entry) => entry.status))}), ${state.bookings.unknown.length} without an answer; ` +
      `${state.manage.moved} moved, ${state.manage.cancelled} cancelled, ${state.manage.refused.length} changes refused (${tally(state.manage.refused.map((entry) => `${entry.intent}:${entry.status}`))}), ${state.manage.unknown} changes without an answer, ${state.manage.notChangeable} picked but no longer changeable`,
  );
  const bookingProblems = [];
  for (const booking of booked) {
    const rows = rowsByEmail.get(booking.email) ?? [];
    if (rows.length !== 1) {
      bookingProblems.push(`${booking.email}: ${rows.length} rows`);
      continue;
    }
    if (booking.uncertain) continue;
    const [row] = rows;
    if (row.status !== booking.expected.status) bookingProblems.push(`${booking.email}: status ${row.status}, expected ${booking.expected.status}`);
    else if (Date.parse(row.starts_at) !== Date.parse(booking.expected.start))
      bookingProblems.push(`${booking.email}: starts ${row.starts_at}, expected ${booking.expected.start}`);
  }
  const unknownTwice = state.bookings.unknown.filter((entry) => (rowsByEmail.get(entry.email) ?? []).length > 1);
  check(
    bookingProblems.length === 0 && unknownTwice.length === 0,
    `every accepted booking stored exactly once, as last changed: ${bookingProblems.length + unknownTwice.length} problems`,
    [...bookingProblems, ...unknownTwice.map((entry) => `${entry.email} (no answer) stored ${(rowsByEmail.get(entry.email) ?? []).length} times`)],
  );
  const confirmations = new Map();
  for (const message of sink.messages) {
    if (!message.subject.startsWith("Potwierdzenie rezerwacji")) continue;
    for (const address of message.envelope.to) confirmations.set(address, (confirmations.get(address) ?? 0) + 1);
  }
  const confirmationCounts = booked.map((booking) => confirmations.get(booking.email) ?? 0);
  const changedEarly = (booking) => booking.changes.some((change) => change.status === 303 || change.status === "ERR" || change.status >= 500);
  const noConfirmation = booked.filter((booking, index) => confirmationCounts[index] === 0 && !changedEarly(booking));
  const twice = booked.filter((booking, index) => confirmationCounts[index] > 1);
  lines.push(
    `  booking confirmations to the client: ${tally(confirmationCounts.map((count) => `${count} mail${count === 1 ? "" : "s"}`))} (0 is expected only for a booking changed before its confirmation went)`,
  );
  check(
    noConfirmation.length === 0,
    `every unchanged accepted booking got its confirmation: ${noConfirmation.length} missing`,
    noConfirmation.map((booking) => `${booking.email} (booked ${t(booking.at)})`),
  );
  check(
    twice.length === 0,
    `no booking confirmed twice: ${twice.length} duplicated`,
    twice.map((booking) => `${booking.email} ×${confirmations.get(booking.email)}`),
  );
  // A move mails the new time (unless a later change came before it went); a cancellation always mails the client once.
  const mailsTo = (email, prefix) => sink.messages.filter((message) => message.subject.startsWith(prefix) && message.envelope.to.includes(email)).length;
  const changeMailProblems = [];
  for (const booking of booked) {
    if (booking.uncertain) continue;
    const done = booking.changes.filter((change) => change.status === 303);
    const moves = done.filter((change) => change.intent === "move").length;
    const cancels = done.filter((change) => change.intent === "cancel").length;
    const moveMails = mailsTo(booking.email, "Zmiana terminu");
    const cancelMails = mailsTo(booking.email, "Rezerwacja odwołana");
    if (moveMails > moves) changeMailProblems.push(`${booking.email}: ${moveMails} "Zmiana terminu" mails for ${moves} move(s)`);
    if (done.at(-1)?.intent === "move" && moveMails === 0) changeMailProblems.push(`${booking.email}: moved last, no "Zmiana terminu" mail`);
    if (cancelMails !== cancels) changeMailProblems.push(`${booking.email}: ${cancelMails} "Rezerwacja odwołana" mails for ${cancels} cancellation(s)`);
  }
  check(
    changeMailProblems.length === 0,
    `moves and cancellations mailed to the client (a move at most once, a cancellation exactly once): ${changeMailProblems.length} problems`,
    changeMailProblems,
  );

  // Booking invariants, in SQL.
  const strayCells = (
    await postgres.query(
      "select b.id, b.status, count(*)::int as cells from booking_cells c join bookings b on b.id = c.booking_id where b.status <> 'confirmed' group by b.id, b.status",
    )
  ).rows;
  check(
    strayCells.length === 0,
    `no cells held by a booking that is not confirmed: ${strayCells.length}`,
    strayCells.map((row) => `booking ${row.id} (${row.status}) holds ${row.cells} cells`),
  );
  const confirmed = (await postgres.query("select id, starts_at, claimed_until from bookings where status = 'confirmed'")).rows;
  const cellRows = (await postgres.query("select cell_at, booking_id from booking_cells where booking_id is not null")).rows;
  const held = new Map();
  for (const row of cellRows) held.set(row.booking_id, [...(held.get(row.booking_id) ?? []), row.cell_at]);
  const wrongCells = confirmed.filter(
    (row) => (held.get(row.id) ?? []).sort().join() !== cellsBetween(Date.parse(row.starts_at), Date.parse(row.claimed_until)).join(),
  );
  check(
    wrongCells.length === 0,
    `every confirmed booking holds exactly its cells (start to end of buffer, 5-minute steps): ${confirmed.length - wrongCells.length} of ${confirmed.length}`,
    wrongCells.map((row) => `booking ${row.id} ${row.starts_at}–${row.claimed_until} holds ${(held.get(row.id) ?? []).length} cells`),
  );
  const overlapping = (
    await postgres.query(
      "select a.id as a, b.id as b, a.starts_at as a_start, a.claimed_until as a_end, b.starts_at as b_start, b.claimed_until as b_end from bookings a join bookings b on a.id < b.id where a.status = 'confirmed' and b.status = 'confirmed' and a.starts_at < b.claimed_until and b.starts_at < a.claimed_until",
    )
  ).rows;
  check(
    overlapping.length === 0,
    `no two confirmed bookings overlap (with their buffers): ${overlapping.length}`,
    overlapping.map((row) => `${row.a} ${row.a_start}–${row.a_end} and ${row.b} ${row.b_start}–${row.b_end}`),
  );

  // The owner's work.
  const owner = state.owner;
  lines.push(
    `  owner: sign-ins ${tally(owner.signIns.map((entry) => entry.status))}; publishes ${tally(owner.publishes.map((entry) => entry.status))}; uploads ${tally(owner.uploads.map((entry) => entry.status))}; ` +
      `uploads ending without their boundary ${tally(owner.truncated.map((entry) => entry.status))}; uploads destroyed mid-body ${tally(owner.destroyed.map((entry) => entry.status))} (health after: ${tally(owner.healthAfterDestroyed.map((entry) => entry.status))})`,
  );
  // A 503 (the database away) is judged with the other 5xx above.
  const badTruncated = owner.truncated.filter(
    (entry) => !(typeof entry.status === "number" && ((entry.status >= 400 && entry.status < 500) || entry.status === 503)),
  );
  check(
    badTruncated.length === 0,
    `every upload ending without its closing boundary answered 4xx (or 503): ${owner.truncated.length - badTruncated.length} of ${owner.truncated.length}`,
    badTruncated.map((entry) => `${t(entry.at)} ${entry.instance}: ${entry.status}`),
  );
  // Healthy: 200, or 503 while PostgreSQL was down (the health check then says so).
  const unhealthy = owner.healthAfterDestroyed.filter(
    (entry) => !(entry.status === 200 || (entry.status === 503 && postgresWindows.some((fault) => overlaps(entry.at, entry.at, fault.downAt, fault.upAt)))),
  );
  check(
    unhealthy.length === 0,
    `the instance stayed up and healthy after each upload destroyed mid-body: ${owner.healthAfterDestroyed.length - unhealthy.length} of ${owner.healthAfterDestroyed.length}`,
    unhealthy.map((entry) => `${t(entry.at)} ${entry.instance}: /healthz ${entry.status}`),
  );
  const photos = (await postgres.query("select status, count(*)::int as n from photos group by status")).rows;
  const photoCount = photos.reduce((sum, row) => sum + row.n, 0);
  const uploaded = owner.uploads.filter((entry) => entry.status === 303).length;
  // An upload whose answer never came (its instance killed) may or may not be stored.
  const unanswered = owner.uploads.filter((entry) => entry.status === "ERR" || entry.status >= 500).length;
  check(
    photoCount >= uploaded && photoCount <= uploaded + unanswered,
    `every accepted upload stored once, nothing stored from broken ones: ${photoCount} photo rows for ${uploaded} accepted uploads${unanswered ? ` and ${unanswered} unanswered` : ""} (${photos.map((row) => `${row.status} ${row.n}`).join(", ") || "none"})`,
  );
  const badPublishes = owner.publishes.filter((entry) => entry.status !== 303);
  check(
    badPublishes.length === 0,
    `every publish answered 303: ${owner.publishes.length - badPublishes.length} of ${owner.publishes.length}`,
    badPublishes.map((entry) => `${t(entry.at)} ${entry.instance} base ${entry.baseVersion}: ${entry.status}`),
  );

  // The newest offer on both instances.
  const newest = (await postgres.query("select version, document from content_revisions where section = 'offer' order by version desc limit 1")).rows[0];
  const expected = JSON.parse(newest.document)
    .packages.map((item) => String(item.price))
    .sort();
  const shown = [];
  for (const instance of instances) {
    let prices;
    try {
      const html = await (await fetch(`${instance.base}/oferta`)).text();
      prices = [...html.matchAll(/"price":"(\d+)"/g)].map((match) => match[1]).sort();
    } catch (error) {
      prices = [`(${error.message})`];
    }
    shown.push({ name: instance.name, prices });
  }
  const wrongOffer = shown.filter((entry) => entry.prices.join() !== expected.join());
  check(
    wrongOffer.length === 0,
    `/oferta on every instance shows the newest offer (version ${newest.version}, prices ${expected.join(", ")})`,
    wrongOffer.map((entry) => `${entry.name} shows ${entry.prices.join(", ") || "no prices"}`),
  );

  // Memory.
  lines.push("", "RSS (sampled every 10 s):");
  for (const instance of instances)
    lines.push(
      `  ${instance.name}: max ${instance.rss.maxMb.toFixed(0)} MB, last ${instance.rss.lastMb.toFixed(0)} MB (${instance.rss.samples} samples, ${instance.starts} process${instance.starts === 1 ? "" : "es"})`,
    );

  // The app's own complaints.
  lines.push("", "App log lines at level error or above (and stderr):");
  for (const instance of instances) {
    const grouped = new Map();
    for (const entry of instance.errorLines) {
      let text = entry.text;
      try {
        const { msg, err, req, res } = JSON.parse(entry.text);
        text = [msg, err?.message && `err: ${err.type ?? "Error"}: ${err.message}`, req && `${req.method} ${req.url}${res ? ` → ${res.status}` : ""}`]
          .filter(Boolean)
          .join(" | ");
      } catch {
        // stderr: the line itself.
      }
      // One group for lines that differ only in ids, times, ports and queries.
      const key = text.replace(/\?\S*/g, "").replace(/\d+/g, "N");
      const group = grouped.get(key) ?? { count: 0, first: { ...entry, text } };
      group.count++;
      grouped.set(key, group);
    }
    lines.push(
      `  ${instance.name}: ${instance.errorLines.length} line(s) in ${grouped.size} kind(s), ${instance.warnLines} warning(s); the first of each kind:`,
    );
    for (const [, group] of [...grouped].slice(0, 15))
      lines.push(`    ×${String(group.count).padEnd(3)} ${clock(group.first.at)} ${t(group.first.at)}: ${group.first.text.slice(0, 300)}`);
    if (grouped.size > 15) lines.push(`    … ${grouped.size - 15} more kind(s): see the log file`);
  }

  const failures = results.filter((ok) => !ok).length;
  lines.push("", failures ? `${failures} check(s) FAILED.` : "All checks passed.");
  return { lines, ok: failures === 0 };
}
