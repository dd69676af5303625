import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState, type DragEvent } from "react";
import { AuthenticityTokenInput, useAuthenticityToken } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import type { MediaItem } from "../../../contract/schemas/common";
import { canDeleteMedia, canMove, placeMedia } from "~/lib/profile/media-order";
import { MAX_FILE_MB as MAX_UPLOAD_MB, MAX_FILES as MAX_UPLOAD_FILES } from "~/lib/uploads/rules";

type Failure = { intent: string; message: string | null } | undefined;

/**
 * The profile photos in order: move up / move down buttons (no JS needed), drag and drop with
 * JS, delete (hidden for the last photo), upload and Instagram import.
 */
export function MediaManager({ media, brand, failure }: { media: MediaItem[]; brand: string; failure: Failure }) {
  const modal = useModalLinks();
  const ids = media.map((item) => item.id);
  const order = useDragOrder(ids);
  const shown = order.ids.map((id) => media.find((item) => item.id === id)!).filter(Boolean);
  const mediaError = failure && failure.intent !== "upload" && failure.intent !== "add-instagram" ? failure.message : null;
  return (
    <section className="profile-card" aria-labelledby="photos-title" id="photos">
      <h2 id="photos-title">Photos</h2>
      <p className="field__hint" id="photos-hint">
        The first photo is your logo in the navigation. Use the arrows to change the order{order.enabled ? ", or drag a photo" : ""}.
      </p>
      {mediaError ? (
        <Alert title="An error occurred!" tone="error">
          <p>{mediaError}</p>
        </Alert>
      ) : null}
      <ol className="media-list" aria-labelledby="photos-title" aria-describedby="photos-hint">
        {shown.map((item, index) => {
          const label = `photo ${index + 1}`;
          return (
            <li key={item.id} className={`media-item${order.dragging === item.id ? " media-item--dragging" : ""}`} {...order.itemProps(item.id)}>
              <img src={item.thumbnail} alt={`${brand} ${label}`} width="300" height="200" loading="lazy" draggable={false} />
              <div className="media-item__bar">
                <span className="media-item__position">
                  {index + 1} of {shown.length}
                  {index === 0 ? (
                    <>
                      {" "}
                      <span className="media-item__badge">Logo</span>
                    </>
                  ) : null}
                </span>
                <Form method="post" action="/profile/edit" preventScrollReset className="media-item__moves">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="id" value={item.id} />
                  {(["up", "down"] as const).map((direction) => (
                    <button
                      key={direction}
                      type="submit"
                      name="direction"
                      value={direction}
                      className="icon-button"
                      disabled={!canMove(ids, item.id, direction)}
                    >
                      <Arrow up={direction === "up"} />
                      <span className="visually-hidden">
                        Move {label} {direction}
                      </span>
                    </button>
                  ))}
                </Form>
                {canDeleteMedia(media.length) ? (
                  <Link to={modal.open("delete-media", { media: String(item.id) })} className="icon-button icon-button--danger" preventScrollReset>
                    <StrokeIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                    <span className="visually-hidden">Delete {label}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <AddMedia failure={failure} instagramHref={modal.open("instagram")} />
    </section>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return <StrokeIcon d={up ? "M12 19V5M5 12l7-7 7 7" : "M12 5v14M19 12l-7 7-7-7"} />;
}

function StrokeIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function AddMedia({ failure, instagramHref }: { failure: Failure; instagramHref: string }) {
  const uploadError = failure?.intent === "upload" ? failure.message : null;
  return (
    <div className="add-media">
      <h3>Add photos</h3>
      <Form method="post" action="/profile/edit" encType="multipart/form-data" className="add-media__upload">
        <AuthenticityTokenInput />
        <div className="field">
          <label htmlFor="media-files">Image files</label>
          <input
            id="media-files"
            type="file"
            name="files"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={`media-files-hint${uploadError ? " media-files-error" : ""}`}
          />
          <p className="field__hint" id="media-files-hint">
            JPEG, PNG, WebP or GIF; up to {MAX_UPLOAD_FILES} images of {MAX_UPLOAD_MB} MB each.
          </p>
          {uploadError ? (
            <p className="field__error" id="media-files-error">
              {uploadError}
            </p>
          ) : null}
        </div>
        <SubmitButton pendingText="UPLOADING..." className="button">
          Upload
        </SubmitButton>
      </Form>
      <p className="add-media__or">
        <Link to={instagramHref} className="button button--secondary" preventScrollReset>
          Choose from Instagram
        </Link>
      </p>
    </div>
  );
}

/** Drag and drop (JS only): a drop posts the whole new order, shown at once while it saves. */
function useDragOrder(ids: number[]) {
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  const navigation = useNavigation();
  const location = useLocation();
  const [dragging, setDragging] = useState<number | null>(null);
  // Only once hydrated: without JS a draggable photo would promise a move that never happens.
  const [enabled, setEnabled] = useState(false);
  useEffect(() => setEnabled(true), []);
  const pendingOrder = navigation.formData?.get("intent") === "sort" ? String(navigation.formData.get("order")).split(",").map(Number) : null;
  const shownIds = pendingOrder && pendingOrder.length === ids.length ? pendingOrder : ids;
  return {
    ids: shownIds,
    dragging,
    enabled,
    itemProps(id: number) {
      return {
        draggable: enabled,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", String(id));
          setDragging(id);
        },
        onDragOver: (event: DragEvent) => {
          if (dragging !== null) event.preventDefault();
        },
        onDragEnd: () => setDragging(null),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          const from = Number(event.dataTransfer.getData("text/plain"));
          setDragging(null);
          const next = placeMedia(shownIds, from, id);
          if (next !== shownIds) {
            submit(
              { csrf, intent: "sort", order: next.join(",") },
              { method: "post", action: "/profile/edit", preventScrollReset: true, replace: location.pathname === "/profile/edit" },
            );
          }
        },
      };
    },
  };
}
