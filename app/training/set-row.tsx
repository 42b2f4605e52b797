// One set of an exercise: the numbers to log (last time's, or the plan's, to
// start from) and "Zapisz serię". A plain form to /moje-treningi/serie
// without JavaScript; with it, the set goes to the phone's queue first and
// is sent from there, so no signal loses nothing.
import { useState } from "react";
import { typeset as t } from "~/lib/typeset";
import { SETS_PATH } from "./workout-queue";
import { StepperField } from "./stepper-field";
import { describeSet, WORKOUT } from "./workout.messages";
import type { DoneSet } from "./workout-types";

export type SetFields = { weightKg: number | null; reps: number | null; seconds: number | null };

type Props = {
  setNumber: number;
  timed: boolean;
  start: { weight: string; count: string };
  done: DoneSet | null;
  /** Shared by the no-JavaScript form: the server's key for this row. */
  formKey: string;
  hidden: Record<string, string>;
  interactive: boolean;
  onLog: (fields: SetFields) => void;
};

const number = (text: string) => {
  const value = Number(text.replace(",", "."));
  return text.trim() === "" || !Number.isFinite(value) ? null : value;
};

export function SetRow({ setNumber, timed, start, done, formKey, hidden, interactive, onLog }: Props) {
  const [weight, setWeight] = useState(start.weight);
  const [count, setCount] = useState(start.count);
  if (done) {
    return (
      <li className="workout-set workout-set-done">
        {t(`${WORKOUT.done(setNumber)}: ${describeSet(done)}`)} <span aria-hidden="true">✓</span>
      </li>
    );
  }
  const log = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = number(count);
    onLog({ weightKg: number(weight), reps: timed ? null : amount === null ? null : Math.round(amount), seconds: timed ? amount : null });
  };
  return (
    <li className="workout-set">
      <form method="post" action={SETS_PATH} onSubmit={interactive ? log : undefined}>
        <input type="hidden" name="setKey" value={formKey} />
        <input type="hidden" name="setNumber" value={setNumber} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="workout-set-title">{WORKOUT.set(setNumber)}</p>
        <div className="workout-set-fields">
          <StepperField name="weightKg" label={WORKOUT.weight} value={weight} step={2.5} max={500} onChange={setWeight} interactive={interactive} />
          <StepperField
            name={timed ? "seconds" : "reps"}
            label={timed ? WORKOUT.seconds : WORKOUT.reps}
            value={count}
            step={timed ? 5 : 1}
            max={timed ? 3600 : 999}
            onChange={setCount}
            interactive={interactive}
          />
        </div>
        <button type="submit" className="button-primary workout-save">
          {WORKOUT.save(setNumber)}
        </button>
      </form>
    </li>
  );
}
