// The "Nowe zajęcia" form: what the group is, where and when, its seats,
// minimum and price, and how many weeks it repeats. A plain POST; what was
// typed comes back with each field's error.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { GROUP_LIMITS } from "./new-group-form";

type Values = Record<string, string>;
type Errors = Record<string, string[]>;

const PLACES = [
  { value: "studio", label: "Studio" },
  { value: "outdoors", label: "W plenerze" },
  { value: "online", label: "Online" },
] as const;

function Field({ name, label, errors, children }: { name: string; label: string; errors: Errors; children: React.ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={`grupa-${name}`}>{t(label)}</label>
      {children}
      {errors[name]?.length ? (
        <p id={`grupa-${name}-blad`} className="form-error" role="alert">
          {t(errors[name].join(" "))}
        </p>
      ) : null}
    </div>
  );
}

const described = (name: string, errors: Errors) =>
  errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `grupa-${name}-blad` } : { "aria-invalid": undefined };

export function NewGroupForm({
  services,
  values,
  errors,
  formError,
  submissionKey,
}: {
  services: { slug: string; name: string }[];
  values: Values;
  errors: Errors;
  formError: string | null;
  submissionKey: string;
}) {
  const input = (name: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <input id={`grupa-${name}`} name={name} {...props} defaultValue={values[name] ?? props.defaultValue} {...described(name, errors)} />
  );
  return (
    // A new key after each group opened: the form starts again from the last group's values, its title and date empty.
    <Form key={submissionKey} method="post" className="admin-form group-form" aria-labelledby="nowe-zajecia">
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <Field name="title" label="Nazwa zajęć" errors={errors}>
        {input("title", { required: true, maxLength: GROUP_LIMITS.title, placeholder: "np. Zdrowy kręgosłup", autoComplete: "off" })}
      </Field>
      <Field name="service" label="Usługa" errors={errors}>
        <select id="grupa-service" name="service" defaultValue={values.service ?? services[0]?.slug} {...described("service", errors)}>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {t(service.name)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="place" label="Miejsce" errors={errors}>
        <select id="grupa-place" name="place" defaultValue={values.place ?? "studio"} {...described("place", errors)}>
          {PLACES.map((place) => (
            <option key={place.value} value={place.value}>
              {t(place.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="date" label="Data (pierwszych zajęć)" errors={errors}>
        {input("date", { type: "date", required: true })}
      </Field>
      <Field name="time" label="Godzina" errors={errors}>
        {input("time", { type: "time", required: true, defaultValue: "18:00" })}
      </Field>
      <Field name="minutes" label="Czas trwania (minuty)" errors={errors}>
        {input("minutes", { type: "number", inputMode: "numeric", min: GROUP_LIMITS.minutes.min, max: GROUP_LIMITS.minutes.max, defaultValue: "60" })}
      </Field>
      <Field name="seats" label="Liczba miejsc (2–20)" errors={errors}>
        {input("seats", { type: "number", inputMode: "numeric", min: GROUP_LIMITS.seats.min, max: GROUP_LIMITS.seats.max, defaultValue: "6" })}
      </Field>
      <Field name="minSeats" label="Minimum osób (puste: bez minimum)" errors={errors}>
        {input("minSeats", { type: "number", inputMode: "numeric", min: 1, max: GROUP_LIMITS.seats.max })}
      </Field>
      <Field name="decideHours" label="Sprawdź minimum na ile godzin przed" errors={errors}>
        {input("decideHours", { type: "number", inputMode: "numeric", min: 1, max: GROUP_LIMITS.decideHours, defaultValue: "24" })}
      </Field>
      <Field name="price" label="Cena za osobę (zł)" errors={errors}>
        {input("price", { type: "number", inputMode: "numeric", min: 0, max: GROUP_LIMITS.price, required: true })}
      </Field>
      <Field name="weeks" label="Co tydzień przez tyle tygodni (1: jednorazowo)" errors={errors}>
        {input("weeks", { type: "number", inputMode: "numeric", min: 1, max: GROUP_LIMITS.weeks, defaultValue: "1" })}
      </Field>
      <button type="submit" className="admin-button admin-button-primary">
        Otwórz zajęcia
      </button>
    </Form>
  );
}
