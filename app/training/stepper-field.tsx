// A number the client sets with one thumb: big − and + beside the field
// (after hydration; without JavaScript the field alone), typing optional.
import { useId } from "react";
import { WORKOUT } from "./workout.messages";

type Props = {
  name: string;
  label: string;
  value: string;
  step: number;
  max: number;
  onChange: (value: string) => void;
  interactive: boolean;
};

const read = (text: string) => Number(text.replace(",", ".")) || 0;
const shown = (value: number) => String(Math.round(value * 100) / 100).replace(".", ",");

export function StepperField({ name, label, value, step, max, onChange, interactive }: Props) {
  const id = useId();
  const by = (delta: number) => onChange(shown(Math.min(max, Math.max(0, read(value) + delta))));
  return (
    <div className="workout-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="workout-stepper-controls">
        {interactive && (
          <button type="button" className="workout-step" onClick={() => by(-step)} aria-label={WORKOUT.less(label)}>
            −
          </button>
        )}
        <input id={id} name={name} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
        {interactive && (
          <button type="button" className="workout-step" onClick={() => by(step)} aria-label={WORKOUT.more(label)}>
            +
          </button>
        )}
      </div>
    </div>
  );
}
