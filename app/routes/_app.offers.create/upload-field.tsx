// Image files for the offer, uploaded from the media page's own form (multipart), so it works
// without JS; the new images become profile images and are chosen for the offer.
import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { MAX_FILE_MB, MAX_FILES, uploadProblem } from "~/lib/uploads/rules";

/**
 * With JavaScript the chosen files are checked at once, by the server's rule: files too many or
 * too big are never sent (a slow phone would send them only to hear no).
 */
export function UploadField({ field, formId }: { field: FieldMetadata<unknown>; formId: string }) {
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? field.errors?.[0];
  const hintId = `${field.id}-hint`;
  return (
    <div className="wizard__upload">
      <div className="field">
        <label htmlFor={field.id}>Upload images</label>
        <input
          id={field.id}
          type="file"
          name={field.name}
          accept="image/*"
          multiple
          form={formId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${field.errorId}` : hintId}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            setRefused(files.length ? uploadProblem(files) : null);
          }}
        />
        <p className="field__hint" id={hintId}>
          Image files only; up to {MAX_FILES} at a time, {MAX_FILE_MB} MB each. They are added to your profile images and chosen for this offer.
        </p>
        {error ? (
          <p className="field__error" id={field.errorId}>
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        name="intent"
        value="upload"
        formNoValidate
        className="button button--secondary"
        onClick={(event) => {
          if (refused) event.preventDefault();
        }}
      >
        Upload
      </button>
    </div>
  );
}
