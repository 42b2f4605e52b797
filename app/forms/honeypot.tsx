/** The hidden field bots fill in and people never see (the site's forms check it on the server). */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Nie wypełniaj tego pola</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
