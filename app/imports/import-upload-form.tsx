// Step 1 of the import: the file, posted as multipart (works without JavaScript).
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { IMPORT_PAGE } from "./imports.messages";

export function ImportUploadForm({ error }: { error?: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form">
      <div className="admin-field">
        <label htmlFor="plik-klientow">{t(IMPORT_PAGE.fileLabel)}</label>
        <p id="plik-klientow-podpowiedz" className="editor-hint">
          {t(IMPORT_PAGE.fileHint)}
        </p>
        {error && (
          <p id="plik-klientow-blad" className="form-error" role="alert">
            {t(error)}
          </p>
        )}
        <input
          id="plik-klientow"
          name="file"
          type="file"
          accept=".csv,.vcf,text/csv,text/vcard,text/x-vcard,text/plain"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "plik-klientow-podpowiedz plik-klientow-blad" : "plik-klientow-podpowiedz"}
        />
      </div>
      <button type="submit" className="admin-button admin-button-primary">
        {t(IMPORT_PAGE.upload)}
      </button>
    </Form>
  );
}
