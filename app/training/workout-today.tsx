// "Dzisiejszy trening" on /moje-treningi: the plan's day with each exercise,
// its target and last time's numbers, a row per set to log, and what waits
// to be sent. Works without signal once the page is on the phone (the
// client's service worker keeps it; workout-queue.ts keeps the sets).
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { Picture } from "~/components/picture";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";
import { warsawDay, type LoggedSet } from "./logged-set";
import { ExerciseVideoLink } from "./exercise-video-link";
import { recordsIn } from "./personal-records";
import { SetRow, type SetFields } from "./set-row";
import { useOfflinePage } from "./use-offline-page";
import { forgetSets, useWorkoutQueue } from "./workout-queue";
import type { ClientWorkout, DoneSet, WorkoutExercise } from "./workout-types";
import { describeSet, describeTarget, recordText, WORKOUT } from "./workout.messages";

type Props = { workout: ClientWorkout; clientId: number };

const firstNumber = (text: string) => /\d+/.exec(text)?.[0] ?? "";
const decimal = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value).replace(".", ","));

/** A set of this exercise logged on this device on its day (the page may be older than the day: reloaded without signal). */
function doneHere(sets: LoggedSet[], { dayName, exercise, setNumber }: { dayName: string; exercise: WorkoutExercise["exercise"]; setNumber: number }) {
  const set = sets.find(
    (one) =>
      one.dayName === dayName &&
      one.setNumber === setNumber &&
      (exercise.exerciseId !== null ? one.exerciseId === exercise.exerciseId : one.exerciseName === exercise.name),
  );
  return set && { setNumber, weightKg: set.weightKg, reps: set.reps, seconds: set.seconds };
}

export function WorkoutToday({ workout, clientId }: Props) {
  const { pending, today, add, capped } = useWorkoutQueue(clientId);
  // The device's day, not the page's: a page kept on the phone since yesterday shows no set of yesterday as done today.
  const deviceDay = warsawDay(new Date());
  const loggedHere = today.filter((set) => set.doneOn === deviceDay);
  const interactive = useHydrated();
  const [logged, setLogged] = useState<Record<string, DoneSet>>({});
  const [records, setRecords] = useState<string[]>([]);
  useOfflinePage();
  // No consent (withdrawn here or on another device): what this phone kept of the log goes, as the withdrawal promised.
  useEffect(() => {
    if (!workout.consent) forgetSets(clientId);
  }, [workout.consent, clientId]);
  const { plan, days, dayIndex, exercises } = workout;
  const dayName = days[dayIndex] ?? "";

  const log = (index: number, entry: WorkoutExercise, setNumber: number, fields: SetFields) => {
    const { exercise } = entry;
    add({
      setKey: crypto.randomUUID(),
      planId: plan?.id ?? null,
      dayName,
      exerciseId: exercise.exerciseId,
      exerciseName: exercise.name,
      setNumber,
      ...fields,
      doneOn: warsawDay(new Date()),
      loggedAt: new Date().toISOString(),
      consentAt: workout.consentAt,
    });
    const done = { setNumber, ...fields };
    const before = [...entry.today, ...Object.entries(logged).flatMap(([key, set]) => (key.startsWith(`${index}-`) ? [set] : []))];
    if (recordsIn(entry.best, [...before, done]).at(-1))
      setRecords((shown) => [...shown, recordText({ exerciseName: exercise.name, weightKg: fields.weightKg!, reps: fields.reps! })]);
    setLogged((sets) => ({ ...sets, [`${index}-${setNumber}`]: done }));
  };

  return (
    <section aria-labelledby="trening" className="mt-10">
      <h2 id="trening" className="heading-2">
        {t(WORKOUT.heading)}
      </h2>
      {!plan ? (
        <p className="mt-4">{t(WORKOUT.noPlan)}</p>
      ) : (
        <>
          <p className="mt-4">{t(plan.week >= 1 ? WORKOUT.planWeek(plan.week, plan.weeks) : WORKOUT.planNotStarted(plan.startsOn))}</p>
          {!workout.consent && <p className="form-error mt-4">{t(WORKOUT.consentFirst)}</p>}
          <h3 className="heading-3 mt-6">{t(dayName)}</h3>
          {days.length > 1 && (
            <nav aria-label={WORKOUT.otherDays} className="workout-days">
              {days.map((name, index) =>
                index === dayIndex ? null : (
                  <Link key={name} to={`${href("/moje-treningi")}?dzien=${index}#trening`} className="button-secondary">
                    {t(name)}
                  </Link>
                ),
              )}
            </nav>
          )}
          <p role="status" className="workout-status">
            {capped
              ? t(WORKOUT.capped[capped])
              : pending.length > 0
                ? t(WORKOUT.waiting(pending.length))
                : Object.keys(logged).length > 0 || loggedHere.length > 0
                  ? WORKOUT.allSent
                  : ""}
            {records.map((record) => (
              <strong key={record} className="block">
                {t(record)}
              </strong>
            ))}
          </p>
          <ol className="workout-exercises">
            {exercises.map((entry, index) => (
              <li key={index} className="workout-exercise">
                <h4 className="font-bold">
                  {entry.exercise.superset && <span className="sr-only">{t(WORKOUT.supersetWith)}: </span>}
                  {t(entry.exercise.name)}
                </h4>
                {entry.picture && <Picture image={entry.picture} alt={entry.exercise.name} sizes="(max-width: 640px) 90vw, 320px" className="workout-photo" />}
                <p>{t(describeTarget(entry.exercise))}</p>
                {entry.exercise.note && <p className="italic">{t(entry.exercise.note)}</p>}
                {(entry.instructions || entry.videoUrl) && (
                  <details>
                    <summary className="workout-how">{WORKOUT.how}</summary>
                    {entry.instructions && <p className="mt-2">{t(entry.instructions)}</p>}
                    {entry.videoUrl && (
                      <p className="mt-2">
                        <ExerciseVideoLink href={entry.videoUrl} />
                      </p>
                    )}
                  </details>
                )}
                <p className="text-muted">{entry.last.length ? t(`${WORKOUT.last} ${entry.last.map(describeSet).join(", ")}`) : t(WORKOUT.never)}</p>
                {workout.consent && (
                  <ol className="workout-sets">
                    {Array.from({ length: entry.exercise.sets }, (_, at) => at + 1).map((setNumber) => {
                      const last = entry.last.find((set) => set.setNumber === setNumber) ?? entry.last.at(-1);
                      const timed = entry.exercise.seconds !== null;
                      return (
                        <SetRow
                          key={setNumber}
                          setNumber={setNumber}
                          timed={timed}
                          start={{
                            weight: decimal(last?.weightKg ?? entry.exercise.kg),
                            count: timed ? decimal(last?.seconds ?? entry.exercise.seconds) : decimal(last?.reps) || firstNumber(entry.exercise.reps),
                          }}
                          done={
                            logged[`${index}-${setNumber}`] ??
                            entry.today.find((set) => set.setNumber === setNumber) ??
                            doneHere(loggedHere, { dayName, exercise: entry.exercise, setNumber }) ??
                            null
                          }
                          formKey={entry.formKeys[setNumber - 1] ?? ""}
                          hidden={{ planId: String(plan.id), dayName, exercise: String(index), dayIndex: String(dayIndex) }}
                          interactive={interactive}
                          onLog={(fields) => log(index, entry, setNumber, fields)}
                        />
                      );
                    })}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
