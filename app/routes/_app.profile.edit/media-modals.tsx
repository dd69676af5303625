import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { ConfirmForm } from "~/components/confirm-form";
import { Modal, useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import type { InstagramImage } from "../../../contract/schemas/profile";
import type { MediaItem } from "../../../contract/schemas/common";
import { canDeleteMedia } from "~/lib/profile/media-order";

const EDIT_PAGE = "/profile/edit";

type InstagramPage = { data: InstagramImage[]; meta: { has_more: boolean; last_id: number | null } };

/** Instagram import needs at least one image chosen; the list is paged by last id (docs/product/accounts.md#profile-photos). */
export function InstagramPicker({ page, error }: { page: InstagramPage | null; error: string | null }) {
  const modal = useModalLinks();
  const lastId = modal.params.get("last_id");
  return (
    <Modal id="instagram" title="Choose from Instagram" closeHref={EDIT_PAGE}>
      {!page || page.data.length === 0 ? (
        <p>No instagram</p>
      ) : (
        <Form method="post" action={`/profile/edit?${modal.params.toString()}`} preventScrollReset>
          <AuthenticityTokenInput />
          <fieldset className="ig-picker" aria-describedby={error ? "instagram-error" : undefined}>
            <legend>Tick the images to add to your profile.</legend>
            <ul className="ig-grid">
              {page.data.map((image, index) => (
                <li key={image.id}>
                  <label className="ig-pick">
                    <input type="checkbox" name="ids" value={image.id} />
                    <img src={image.thumbnail_url} alt={`Instagram image ${index + 1}`} width="100" height="100" loading="lazy" />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {error ? (
            <p className="field__error" id="instagram-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="modal__actions ig-picker__actions">
            {lastId ? (
              <Link to="/profile/edit?modal=instagram" preventScrollReset>
                Newest images
              </Link>
            ) : null}
            {page.meta.has_more && page.meta.last_id ? (
              <Link to={modal.open("instagram", { last_id: String(page.meta.last_id) })} preventScrollReset>
                More images
              </Link>
            ) : null}
            <SubmitButton intent="add-instagram" pendingText="ADDING...">
              Add selected
            </SubmitButton>
          </div>
        </Form>
      )}
    </Modal>
  );
}

/** Deleting asks first (URL state, so it works without JS); the last photo cannot be deleted. */
export function DeleteMediaConfirm({ media, brand }: { media: MediaItem[]; brand: string }) {
  const modal = useModalLinks();
  const id = Number(modal.params.get("media"));
  const index = media.findIndex((item) => item.id === id);
  const item = media[index];
  return (
    <Modal id="delete-media" title="Delete this photo?" closeHref={EDIT_PAGE}>
      {!item ? (
        <p>This photo is no longer on your profile.</p>
      ) : !canDeleteMedia(media.length) ? (
        <Alert tone="info">
          <p>Your profile needs at least one image: add another image before deleting this one.</p>
        </Alert>
      ) : (
        <>
          <img className="delete-media__preview" src={item.thumbnail} alt={`${brand} photo ${index + 1}`} width="300" height="200" />
          <ConfirmForm action={EDIT_PAGE} hidden={{ id: item.id }} backHref={EDIT_PAGE} back="Cancel" intent="delete" pendingText="DELETING...">
            Delete
          </ConfirmForm>
        </>
      )}
    </Modal>
  );
}
