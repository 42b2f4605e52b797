// The plan builder's page on a client's card: what it opens with (the plan,
// a version of its history, a template or another client's plan to adjust,
// or one empty day) and what its buttons do.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { warsawDay } from "./logged-set";
import { checkDraft } from "./plan-check";
import { draftOf, emptyExercise, isDraftField, readDraft, type PlanDraft } from "./plan-draft";
import { applyEdit, readEdit, tickedPicks } from "./plan-edits";
import { builderChoices } from "./plan-exercises.server";
import { lastTargets } from "./last-targets.server";
import { planSources, saveTemplate, sourceBody } from "./plan-sources.server";
import { planHistory, planOf, savePlan } from "./plan-store.server";
import { chosenRecipients, planRecipients } from "./plan-recipients.server";
import { newDayName, PLAN_PAGE, PLAN_PROBLEMS, PLAN_SAVED } from "./plan.messages";

const DEFAULT_WEEKS = 8;
const TEMPLATE_NAME_MAX = 80;
const VERSION = /^wersja-(\d{1,6})$/;

export async function planPageView(db: Kysely<Database>, clientId: number, from: string | null, now: Date) {
  const [current, history, sources, recipients] = await Promise.all([
    planOf(db, clientId),
    planHistory(db, clientId),
    planSources(db, clientId),
    planRecipients(db, clientId, now),
  ]);
  const today = warsawDay(now);
  const basedOn = current?.version ?? 0;
  const version = from ? VERSION.exec(from) : null;
  const loaded = version ? (await planOf(db, clientId, Number(version[1])))?.body : from ? await sourceBody(db, from) : null;
  let draft: PlanDraft;
  if (loaded) draft = draftOf(loaded, today, current?.weeks ?? DEFAULT_WEEKS, basedOn);
  else if (current) draft = draftOf(current.body, current.startsOn, current.weeks, basedOn);
  else draft = { startsOn: today, weeks: String(DEFAULT_WEEKS), basedOn: "0", days: [{ name: newDayName(0), exercises: [emptyExercise()] }] };
  const { choices } = await builderChoices(db, draft);
  return {
    current: current && { version: current.version, createdAt: current.createdAt },
    history,
    sources,
    recipients,
    choices,
    draft,
    from: loaded ? from : null,
  };
}

type Outcome =
  | { kind: "saved"; message: string }
  | {
      kind: "draft";
      status: 200 | 400 | 409;
      draft: PlanDraft;
      problems: Record<string, string>;
      focus: string | null;
      formError: string | null;
      /** The others ticked to get the plan too: still ticked on the form sent back. */
      also: string[];
    };

const FIELDS = ["intent", "basedOn", "startsOn", "weeks", "templateName", "also"];

async function run(db: Kysely<Database>, clientId: number, fields: URLSearchParams, now: Date): Promise<Outcome> {
  const typed = readDraft(fields);
  const picks = tickedPicks(fields, typed.days.length);
  const targets = picks.length ? await lastTargets(db, [...new Set(picks.flatMap((pick) => pick.exercises))]) : undefined;
  // Whatever was ticked is added first, whichever button sent the form.
  const draft = picks.reduce((next, pick) => applyEdit(next, pick, newDayName, targets), typed);
  const edit = readEdit(fields.get("intent") ?? "save", fields);
  const also = fields.getAll("also");
  if (edit) {
    const next = edit.kind === "add-picked" ? draft : applyEdit(draft, edit, newDayName);
    const day = edit.kind === "add-day" ? next.days.length - 1 : "day" in edit ? edit.day : 0;
    const rows = next.days[day]?.exercises.length ?? 1;
    // Picked ones: the first of them, at its repetitions; an added row: its exercise.
    const picked = edit.kind === "add-picked" ? rows - Math.min(edit.exercises.length, rows) : -1;
    const focus = picked >= 0 ? `d${day}-e${picked}-reps` : edit.kind.startsWith("add") ? `d${day}-e${rows - 1}-exercise` : null;
    return { kind: "draft", status: 200, draft: next, problems: {}, focus, formError: null, also };
  }
  const { names } = await builderChoices(db, draft);
  const checked = checkDraft(draft, names);
  const templateName = (fields.get("templateName") ?? "").trim().slice(0, TEMPLATE_NAME_MAX);
  if (!checked.ok) {
    const problems = Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, PLAN_PROBLEMS[problem]]));
    return { kind: "draft", status: 400, draft, problems, focus: null, formError: PLAN_PAGE.fix, also };
  }
  const saved = await savePlan(db, clientId, Number(draft.basedOn) || 0, checked, now);
  if (saved.kind === "stale") {
    return {
      kind: "draft",
      status: 409,
      draft: { ...draft, basedOn: String(saved.current?.version ?? 0) },
      problems: {},
      focus: null,
      formError: PLAN_PAGE.stale,
      also,
    };
  }
  if (templateName) await saveTemplate(db, templateName, checked.body, now);
  // The others get it on top of whatever plan they have: each one's own save, each told as for their own plan.
  const others = await chosenRecipients(db, clientId, also, now);
  for (const other of others) await savePlan(db, other.id, "latest", checked, now);
  const message = [
    saved.kind === "saved" ? PLAN_SAVED.saved(saved.version) : PLAN_SAVED.unchanged,
    others.length > 0 ? PLAN_SAVED.alsoFor(others.map((other) => other.label)) : "",
    templateName ? PLAN_SAVED.template : "",
  ];
  return { kind: "saved", message: message.filter(Boolean).join(" ") };
}

export const planPageAction = { fields: (name: string) => FIELDS.includes(name) || isDraftField(name), run };
