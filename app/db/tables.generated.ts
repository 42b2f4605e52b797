// Generated from the migrated schema by app/db/table-types.test.ts, the same on
// SQLite and PostgreSQL: do not edit. After a migration, `npx vitest run
// app/db/table-types.test.ts -u` writes it anew, and `npm run typecheck` then
// shows where the hand-written table types (database.server.ts) disagree.
import type { Generated } from "kysely";

export interface MigratedTables {
  admin_sessions: {
    created_at: string;
    id_hash: string;
    last_seen_at: string;
    password_fingerprint: Generated<string | null>;
    remembered: Generated<number>;
    user_agent: Generated<string | null>;
  };
  app_secrets: {
    created_at: string;
    name: string;
    value: string;
  };
  blocked_booking_emails: {
    created_at: string;
    email: string;
  };
  booking_cells: {
    block_id: Generated<number | null>;
    booking_id: Generated<number | null>;
    cell_at: string;
    group_session_id: Generated<number | null>;
  };
  booking_series: {
    client_id: Generated<number | null>;
    created_at: string;
    every_weeks: number;
    id: Generated<number>;
    service_slug: string;
    wall_time: string;
  };
  bookings: {
    cancel_cutoff_hours: Generated<number | null>;
    cancel_reason: Generated<string | null>;
    cancelled_at: Generated<string | null>;
    claimed_until: string;
    client_id: Generated<number | null>;
    client_moves: Generated<number>;
    companion_name: Generated<string | null>;
    created_at: string;
    email: string;
    ends_at: string;
    group_session_id: Generated<number | null>;
    id: Generated<number>;
    kept_outside_rules_at: Generated<string | null>;
    mail_client: Generated<number>;
    moved_at: Generated<string | null>;
    name: string;
    network_hash: Generated<string | null>;
    news_seen_at: Generated<string | null>;
    notes: string;
    origin: Generated<string>;
    payment_held_until: Generated<string | null>;
    phone: string;
    place: string;
    price: number;
    reminded_at: Generated<string | null>;
    seats: Generated<number>;
    sequence: Generated<number>;
    series_id: Generated<number | null>;
    service_name: string;
    service_slug: string;
    starts_at: string;
    status: string;
    submission_key: string;
  };
  calendar_blocks: {
    created_at: string;
    ends_at: string;
    id: Generated<number>;
    note: string;
    starts_at: string;
  };
  client_imports: {
    broken_lines: string;
    created_at: string;
    done: Generated<string | null>;
    file_name: string;
    header: string;
    id: Generated<number>;
    imported_at: Generated<string | null>;
    rows: string;
    undone_at: Generated<string | null>;
  };
  client_keys: {
    client_id: number;
    key: string;
  };
  client_packages: {
    client_id: number;
    created_at: string;
    early_start_requested_at: Generated<string | null>;
    expiry_notified_at: Generated<string | null>;
    id: Generated<number>;
    low_notified_at: Generated<string | null>;
    name: string;
    notice_closed_at: Generated<string | null>;
    offer_slug: string;
    origin: Generated<string>;
    price: number;
    removed_at: Generated<string | null>;
    removed_reason: Generated<string | null>;
    sale_key: Generated<string | null>;
    sequence: Generated<number>;
    sessions: number;
    sold_on: string;
    starts_on: Generated<string | null>;
    valid_from: string;
    valid_weeks: number;
  };
  client_sessions: {
    client_id: number;
    created_at: string;
    expires_at: string;
    id_hash: string;
    last_seen_at: string;
  };
  client_sign_in_links: {
    client_id: number;
    created_at: string;
    expires_at: string;
    token_hash: string;
    used_at: Generated<string | null>;
  };
  clients: {
    added_in_panel_at: Generated<string | null>;
    created_at: string;
    diet_consent_at: Generated<string | null>;
    email: Generated<string>;
    feed_generation: Generated<number>;
    id: Generated<number>;
    import_notice_at: Generated<string | null>;
    imported_at: Generated<string | null>;
    imported_from: Generated<string | null>;
    last_activity_at: string;
    name: string;
    notes: Generated<string>;
    phone: Generated<string>;
    progress_consent_at: Generated<string | null>;
    questionnaire_consent_at: Generated<string | null>;
    reminder_two_hours: Generated<number>;
    review_consent_at: Generated<string | null>;
  };
  content_revisions: {
    author: string;
    created_at: string;
    document: string;
    id: Generated<number>;
    restored_from: Generated<number | null>;
    section: string;
    summary: string;
    version: number;
  };
  deliveries: {
    attempts: number;
    device_id: number;
    id: Generated<number>;
    last_error: Generated<string | null>;
    outbox_id: number;
    sent_at: Generated<string | null>;
    status: string;
  };
  diet_plans: {
    body: Generated<string | null>;
    client_id: number;
    created_at: string;
    id: Generated<number>;
    pdf: Generated<Buffer | null>;
    pdf_name: Generated<string | null>;
    version: number;
  };
  enquiries: {
    client_id: Generated<number | null>;
    created_at: string;
    email: string;
    id: Generated<number>;
    message: string;
    name: string;
    note: Generated<string | null>;
    phone: Generated<string | null>;
    service: Generated<string | null>;
    status: Generated<string>;
    submission_key: string;
  };
  erased_people: {
    erased_at: string;
    key_hash: string;
  };
  exercises: {
    category: string;
    created_at: string;
    equipment: Generated<string>;
    hidden: Generated<number>;
    id: Generated<number>;
    instructions: Generated<string>;
    muscles: Generated<string>;
    name: string;
    photo_id: Generated<string | null>;
    starter_slug: Generated<string | null>;
    submission_key: Generated<string | null>;
    updated_at: string;
    video_url: Generated<string | null>;
  };
  group_openings: {
    created_at: string;
    fates: Generated<string | null>;
    submission_key: string;
  };
  group_seats: {
    booking_id: number;
    group_session_id: number;
    seat_number: number;
  };
  group_sessions: {
    asked_at: Generated<string | null>;
    cancel_reason: Generated<string | null>;
    cancelled_at: Generated<string | null>;
    claimed_until: string;
    created_at: string;
    decide_at: Generated<string | null>;
    ends_at: string;
    held_at: Generated<string | null>;
    id: Generated<number>;
    min_seats: Generated<number | null>;
    place: string;
    price: number;
    seats: number;
    sequence: Generated<number>;
    service_slug: string;
    starts_at: string;
    status: string;
    title: string;
    weekly_key: Generated<string | null>;
  };
  health_consents: {
    client_id: number;
    given_at: string;
    given_by: string;
    id: Generated<number>;
    purpose: Generated<string>;
    withdrawn_at: Generated<string | null>;
    wording: string;
  };
  health_questionnaires: {
    answered_at: string;
    answers: string;
    client_id: number;
    filled_by: string;
    risk: number;
    risk_told_at: Generated<string | null>;
    submission_key: string;
  };
  ledger_entries: {
    amount: number;
    at: string;
    booking_id: Generated<number | null>;
    document: string;
    id: Generated<number>;
    kind: string;
    method: string;
    order_id: Generated<number | null>;
    package_id: Generated<number | null>;
    paid_with_voucher_id: Generated<number | null>;
    recorded_by: string;
    voided_at: Generated<string | null>;
    voucher_id: Generated<number | null>;
    what: string;
  };
  measurements: {
    arm_cm: Generated<number | null>;
    body_fat_pct: Generated<number | null>;
    chest_cm: Generated<number | null>;
    client_id: number;
    created_at: string;
    entered_by: string;
    hips_cm: Generated<number | null>;
    id: Generated<number>;
    measured_on: string;
    submission_key: string;
    thigh_cm: Generated<number | null>;
    waist_cm: Generated<number | null>;
    weight_kg: Generated<number | null>;
  };
  online_payments: {
    amount: number;
    created_at: string;
    currency: string;
    expires_at: string;
    id: Generated<number>;
    order_id: number;
    payment_url: Generated<string | null>;
    provider: string;
    provider_order_id: Generated<string | null>;
    session_id: string;
    settled_at: Generated<string | null>;
    state: string;
  };
  online_refunds: {
    amount: number;
    asked_at: Generated<string | null>;
    created_at: string;
    id: Generated<number>;
    key: string;
    payment_id: number;
    reason: Generated<string | null>;
    settled_at: Generated<string | null>;
    state: string;
  };
  order_lines: {
    amount: number;
    booking_id: Generated<number | null>;
    id: Generated<number>;
    order_id: number;
    package_id: Generated<number | null>;
    voucher_id: Generated<number | null>;
    what: string;
  };
  orders: {
    client_id: Generated<number | null>;
    created_at: string;
    document: string;
    id: Generated<number>;
  };
  outbox: {
    attempts: Generated<number>;
    booking_id: Generated<number | null>;
    channel: Generated<string>;
    client_id: Generated<number | null>;
    created_at: string;
    data: Generated<string | null>;
    enquiry_id: Generated<number | null>;
    id: Generated<number>;
    kind: string;
    last_error: Generated<string | null>;
    locked_until: Generated<string | null>;
    next_attempt_at: string;
    package_id: Generated<number | null>;
    recipient: Generated<string>;
    sent_at: Generated<string | null>;
    status: Generated<string>;
    voucher_id: Generated<number | null>;
    waitlist_id: Generated<number | null>;
  };
  package_events: {
    at: string;
    author: string;
    id: Generated<number>;
    package_id: number;
    what: string;
  };
  package_services: {
    package_id: number;
    service_slug: string;
  };
  package_uses: {
    booking_id: number;
    created_at: string;
    package_id: number;
  };
  panel_seen: {
    part: string;
    seen_at: string;
  };
  photo_variants: {
    bytes: Buffer;
    format: string;
    photo_id: string;
    width: number;
  };
  photos: {
    created_at: string;
    error: Generated<string | null>;
    height: number;
    id: string;
    locked_until: Generated<string | null>;
    original: Buffer;
    original_sha256: Generated<string | null>;
    status: string;
    width: number;
  };
  plan_templates: {
    body: string;
    created_at: string;
    id: Generated<number>;
    name: string;
  };
  private_busy: {
    all_day: Generated<number>;
    ends_at: string;
    id: Generated<number>;
    starts_at: string;
    title: Generated<string>;
  };
  private_calendar: {
    created_at: string;
    etag: Generated<string | null>;
    failing_since: Generated<string | null>;
    id: string;
    last_attempt_at: Generated<string | null>;
    last_error: Generated<string | null>;
    last_modified: Generated<string | null>;
    last_ok_at: Generated<string | null>;
    locked_until: Generated<string | null>;
    report: Generated<string | null>;
    show_titles: Generated<number>;
    url: string;
  };
  progress_photos: {
    bytes: Buffer;
    client_id: number;
    content_type: string;
    created_at: string;
    height: number;
    id: Generated<number>;
    submission_key: string;
    taken_on: string;
    width: number;
  };
  push_subscriptions: {
    auth: string;
    client_id: Generated<number | null>;
    created_at: string;
    endpoint: string;
    id: Generated<number>;
    last_used_at: Generated<string | null>;
    name: string;
    p256dh: string;
    topics: string;
  };
  rate_limits: {
    hits: number;
    key_hash: string;
    locked_until: Generated<string | null>;
    name: string;
    window_ends_at: string;
  };
  replication_watch: {
    failing_since: Generated<string | null>;
    id: string;
    retried_at: Generated<string | null>;
    told_stopped_at: Generated<string | null>;
  };
  review_requests: {
    asked_at: string;
    client_id: number;
    declined_at: Generated<string | null>;
  };
  supplement_lists: {
    body: Generated<string | null>;
    client_id: number;
    created_at: string;
    id: Generated<number>;
    version: number;
  };
  training_plans: {
    body: Generated<string | null>;
    client_id: number;
    created_at: string;
    id: Generated<number>;
    starts_on: string;
    version: number;
    weeks: number;
  };
  voucher_changes: {
    at: string;
    changed_by: string;
    id: Generated<number>;
    kind: string;
    reason: string;
    refund: Generated<number | null>;
    valid_until: Generated<string | null>;
    voucher_id: number;
  };
  vouchers: {
    amount: Generated<number | null>;
    buyer_email: string;
    buyer_name: string;
    buyer_phone: string;
    cancelled_at: Generated<string | null>;
    code: string;
    dedication: Generated<string | null>;
    id: Generated<number>;
    item_slug: Generated<string | null>;
    kind: string;
    ordered_at: string;
    paid_at: Generated<string | null>;
    pays_packages: Generated<number>;
    pays_seats: Generated<number>;
    price: number;
    recipient_name: Generated<string | null>;
    redeemed_at: Generated<string | null>;
    redeemed_booking_id: Generated<number | null>;
    submission_key: string;
    title: string;
    valid_months: number;
    valid_until: Generated<string | null>;
  };
  waitlist: {
    confirm_hash: Generated<string | null>;
    confirmed_at: Generated<string | null>;
    created_at: string;
    day: string;
    email: string;
    group_session_id: Generated<number | null>;
    id: Generated<number>;
    last_told_at: Generated<string | null>;
    mailbox_key: string;
    service_slug: string;
    submission_key: string;
  };
  workout_sets: {
    client_id: number;
    day_name: string;
    done_on: string;
    exercise_id: Generated<number | null>;
    exercise_name: string;
    id: Generated<number>;
    logged_at: string;
    plan_id: Generated<number | null>;
    received_at: string;
    reps: Generated<number | null>;
    seconds: Generated<number | null>;
    set_key: string;
    set_number: number;
    weight_kg: Generated<number | null>;
  };
}
