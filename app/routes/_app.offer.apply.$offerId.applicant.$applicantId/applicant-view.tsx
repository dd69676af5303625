import { Form, Link } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ApplicantInstagramGrid, type InstagramFeed } from "~/components/applicant-instagram";
import type { Applicant, ApplyOffer, Buckets } from "../../../contract/schemas/applicants";
import { moveLabel } from "~/lib/applicants/moves";
import type { ApplicantSort } from "~/lib/applicants/sort";
import { statsBySex, type Unit } from "~/lib/applicants/stats";
import { abbreviateCount, formatNumber } from "~/lib/format";
import { TrackRecordLine } from "~/components/track-record";
import { RuleNote } from "~/components/rule-note";
import type { TrackRecord } from "../../../contract/schemas/offers";
import { TRACK_RECORD_DEFINITIONS, trackRecordRows } from "~/lib/applicants/track-record";
import { ALLOWED_MOVES, type ApplicantStatus } from "../../../contract/offers";

/** Keyboard shortcuts (a JS enhancement): each one clicks the control marked with its key. */
const SHORTCUTS: Record<string, string> = {
  ArrowLeft: "previous",
  ArrowRight: "next",
  d: "dismissed",
  l: "liked",
  s: "selected",
  u: "unreviewed",
  Escape: "close",
};
const KEY_OF_MOVE: Record<ApplicantStatus, string> = { dismissed: "D", liked: "L", selected: "S", unreviewed: "U" };

function useShortcuts() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
      const name = SHORTCUTS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      // With a dialog open (the photo slideshow) the keys act inside it only: ← → step through
      // the photos and Esc closes, and nothing moves the applicant behind it.
      const scope: ParentNode = document.querySelector("dialog[open]") ?? document;
      const control = name ? scope.querySelector<HTMLElement>(`[data-shortcut="${name}"]`) : null;
      if (!control) return;
      event.preventDefault();
      control.click();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** The track record in full: this brand against all brands, with what each measure means. */
function TrackRecordSection({ record }: { record: TrackRecord }) {
  return (
    <section aria-labelledby="record-title" className="applicant__section">
      <h2 id="record-title">Track record{record.new ? ": New" : ""}</h2>
      <table className="record-table">
        <caption className="visually-hidden">Track record with you and with all brands</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">With you</th>
            <th scope="col">All brands</th>
          </tr>
        </thead>
        <tbody>
          {trackRecordRows(record).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.brand}</td>
              <td>{row.all}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="record-table__notes">
        {TRACK_RECORD_DEFINITIONS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

type Props = {
  offer: ApplyOffer;
  applicant: Applicant;
  previousId: number | null;
  nextId: number | null;
  position: number;
  total: number;
  buckets: Buckets;
  status: ApplicantStatus;
  sort: ApplicantSort;
  unit: Unit;
  instagram: InstagramFeed | Promise<InstagramFeed> | null;
  photoHref: (n: number) => string;
};

export function ApplicantView({ offer, applicant, previousId, nextId, position, total, status, sort, unit, instagram, photoHref }: Props) {
  useShortcuts();
  const model = applicant.model;
  const base = `/offer/apply/${offer.id}`;
  const query = (extra: Record<string, string> = {}) => `?${new URLSearchParams({ status, ...(sort === "alphabetically" ? {} : { sort }), ...extra })}`;
  const photos = Array.isArray(model.photos) && model.photos.length ? (model.photos as string[]) : [model.media.path];
  const stats = offer.is_stats_required ? statsBySex(model.sex, model.stats, unit) : [];
  const moves = ALLOWED_MOVES[status];
  return (
    <article className="applicant" aria-labelledby="applicant-name">
      <div className="applicant__top">
        <Link to={`${base}${query()}`} className="applicant__back">
          ← {offer.subtitle}: all {status}
        </Link>
        <p className="applicant__position">
          {position} of {total}
        </p>
      </div>
      <h1 id="applicant-name" className="page-title">
        {model.name}
        {applicant.is_locked ? <span className="applicant-card__badge">FINALIZED</span> : null}
      </h1>
      <TrackRecordLine record={applicant.track_record} className="applicant__record" />
      {applicant.rule_note ? <RuleNote note={applicant.rule_note} className="applicant__rule" /> : null}
      <nav className="applicant__steps" aria-label="Applicants">
        {previousId ? (
          <Link to={`${base}/applicant/${previousId}${query()}`} className="button button--secondary" data-shortcut="previous" rel="prev">
            ← Previous<span className="applicant__step-word"> model</span>
          </Link>
        ) : (
          <span className="button button--secondary applicant__step--off">
            ← Previous<span className="applicant__step-word"> model</span>
          </span>
        )}
        {nextId ? (
          <Link to={`${base}/applicant/${nextId}${query()}`} className="button button--secondary" data-shortcut="next" rel="next">
            Next<span className="applicant__step-word"> model</span> →
          </Link>
        ) : (
          <span className="button button--secondary applicant__step--off">
            Next<span className="applicant__step-word"> model</span> →
          </span>
        )}
      </nav>
      <div className="applicant__body">
        <section aria-label="Photos" className="applicant__photos">
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling slideshow must take keyboard focus to scroll */}
          <ul className="slideshow" tabIndex={0} aria-label={`Photos of ${model.name}`}>
            {photos.map((src, i) => (
              <li key={`${src}-${i}`} id={`photo-${i + 1}`} className="slideshow__slide">
                <img src={src} alt={`${model.name}, photo ${i + 1} of ${photos.length}`} width={480} height={600} loading={i ? "lazy" : undefined} />
              </li>
            ))}
          </ul>
          {photos.length > 1 ? (
            <p className="slideshow__dots">
              {photos.map((_, i) => (
                <a key={i} href={`#photo-${i + 1}`} aria-label={`Photo ${i + 1}`}>
                  {i + 1}
                </a>
              ))}
            </p>
          ) : null}
        </section>
        <div className="applicant__info">
          <Form method="post" className="applicant__actions" preventScrollReset>
            <AuthenticityTokenInput />
            {moves.map((to) => (
              <button key={to} type="submit" name="status" value={to} className={`button${to === "dismissed" ? " button--secondary" : ""}`} data-shortcut={to}>
                {moveLabel(status, to)} <kbd>{KEY_OF_MOVE[to]}</kbd>
              </button>
            ))}
          </Form>
          <section aria-labelledby="instagram-title" className="applicant__section">
            <h2 id="instagram-title">Instagram</h2>
            {model.instagram ? (
              <p>
                <a href={model.instagram.profile_url} rel="noreferrer noopener" target="_blank">
                  @{model.instagram.handle}
                </a>{" "}
                · <span title={formatNumber(model.instagram.number_of_followers)}>{abbreviateCount(model.instagram.number_of_followers)} followers</span>
              </p>
            ) : null}
            <ApplicantInstagramGrid name={model.name} hasAccount={model.instagram !== null} feed={instagram} photoHref={photoHref} />
          </section>
          {offer.is_stats_required ? (
            <section aria-labelledby="stats-title" className="applicant__section">
              <div className="applicant__stats-head">
                <h2 id="stats-title">Stats</h2>
                <div className="unit-toggle" role="group" aria-label="Units">
                  {(["in", "cm"] as const).map((u) => (
                    <Link key={u} to={query({ unit: u })} aria-current={u === unit ? "true" : undefined} preventScrollReset replace>
                      {u}
                    </Link>
                  ))}
                </div>
              </div>
              {stats.length ? (
                <dl className="applicant__stats">
                  {stats.map((s) => (
                    <div key={s.label}>
                      <dt>{s.label}</dt>
                      <dd>{s.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p>No stats yet.</p>
              )}
            </section>
          ) : null}
          <TrackRecordSection record={applicant.track_record} />
          <section aria-labelledby="keys-title" className="applicant__section applicant__keys">
            <h2 id="keys-title">Keyboard</h2>
            <p>
              <kbd>←</kbd> previous · <kbd>→</kbd> next · {moves.map((to) => `${KEY_OF_MOVE[to]} ${moveLabel(status, to).toLowerCase()}`).join(" · ")}
            </p>
            <p>
              In an Instagram photo: <kbd>←</kbd> <kbd>→</kbd> photos · <kbd>Esc</kbd> close
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
