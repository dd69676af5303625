// The last page: images (the business's own, or imported from its Instagram; gift offers
// hide the import), the social data and the usage rights the offer may ask for up front.
// Grids show 3 per row; at least one image is chosen.
import type { z } from "zod";
import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { MediaItem } from "../../../contract/schemas/common";
import type { InstagramImage } from "../../../contract/schemas/profile";
import { ErrorText, Field, TextArea } from "~/components/field";
import { UploadField } from "./upload-field";
import { RightsFields } from "./rights-fields";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { step3Schema } from "~/lib/wizard/step3.schema";
import { WizardForm } from "./wizard-form";

/** The page's fields, as the server's schema reads them (a type only: no zod in the page). */
type Values = z.input<typeof step3Schema> & { files?: unknown };

type Props = {
  rules: BrowserRules;
  values: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  index: number;
  total: number;
  media: MediaItem[];
  instagram: { images: InstagramImage[]; hasMore: boolean; pages: number } | null;
};

export function StepMedia({ rules, values, lastResult, index, total, media, instagram }: Props) {
  const [form, fields] = useForm<Values>({
    id: "offer-media",
    lastResult,
    defaultValue: values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Checked on submit, so no message moves the Next button under the pointer.
    constraint: rules.constraint,
    onValidate: checkInBrowser<Values>(rules),
  });
  const chosen = (field: FieldMetadata<unknown>) => new Set([(field.initialValue as string | string[] | undefined) ?? []].flat());
  const own = chosen(fields.images as FieldMetadata<unknown>);
  const imported = chosen(fields.instagram_images as FieldMetadata<unknown>);
  return (
    <WizardForm form={form} step="media" index={index} total={total} encType="multipart/form-data">
      {/* The file field is the form's last: a post too big to read still brings what was typed. */}
      <section className="wizard__section" aria-labelledby="social-title">
        <h2 id="social-title">Social</h2>
        <TextArea
          label="Social mentions"
          field={fields.social_mentions}
          rows={2}
          hint="Instagram handles, separated by commas or spaces; a leading @ is dropped."
        />
        <TextArea label="Hashtags" field={fields.social_hashtags} rows={2} hint="Separated by commas or spaces; a leading # is dropped." />
        <TextArea label="Post instructions" field={fields.post_instructions} rows={3} />
        <Field
          label="Posts due within N days"
          field={fields.post_within_days}
          type="text"
          inputMode="numeric"
          hint="Days after the visit, or the gift's arrival, that models have to post. Leave it empty for 7 days."
        />
        <TextArea label="Custom email text" field={fields.custom_email_text} rows={3} />
      </section>
      <RightsFields fields={fields} />
      <section className="wizard__section" aria-labelledby="images-title" id="images">
        <h2 id="images-title">Images</h2>
        <p className="field__hint">Choose at least one image for the offer.</p>
        <ErrorText field={fields.images} />
        <fieldset className="image-grid-set">
          <legend>Your profile images</legend>
          <ImageChoices
            name={fields.images.name}
            formId={form.id}
            chosen={own}
            images={media.map((m) => ({ id: m.id, src: m.thumbnail }))}
            alt="Profile image"
          />
        </fieldset>
        {instagram ? (
          <fieldset className="image-grid-set" id="instagram">
            <legend>Import from Instagram</legend>
            {instagram.images.length ? (
              <ImageChoices
                name={fields.instagram_images.name}
                formId={form.id}
                chosen={imported}
                images={instagram.images.map((image) => ({ id: image.id, src: image.thumbnail_url }))}
                alt="Instagram image"
              />
            ) : (
              <p>No instagram</p>
            )}
            {instagram.hasMore ? (
              <>
                <input type="hidden" name="ig_pages" value={instagram.pages} />
                <button type="submit" name="intent" value="more" formNoValidate className="button button--secondary">
                  Load more
                </button>
              </>
            ) : null}
          </fieldset>
        ) : null}
        <UploadField field={fields.files} formId={form.id} />
      </section>
    </WizardForm>
  );
}

/** A grid of images to tick, each a checkbox of the wizard's form. */
function ImageChoices({
  name,
  formId,
  chosen,
  images,
  alt,
}: {
  name: string;
  formId: string;
  chosen: Set<string>;
  images: Array<{ id: number; src: string }>;
  alt: string;
}) {
  return (
    <ul className="image-grid">
      {images.map((image, i) => (
        <li key={image.id}>
          <label className="image-choice">
            <input type="checkbox" name={name} value={String(image.id)} defaultChecked={chosen.has(String(image.id))} form={formId} />
            <img src={image.src} alt={`${alt} ${i + 1}`} width={200} height={200} loading="lazy" />
          </label>
        </li>
      ))}
    </ul>
  );
}
