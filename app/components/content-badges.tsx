// The disclosure check and a post's rights as small labelled badges, the same on every page that
// shows a post (the library, a post's page, the claims modal, the month's report). Words in
// app/lib/content/words.ts; styles in app.css (.badge).
import type { DisclosureState, RightsFilter, TagsState } from "../../contract/content";
import { DISCLOSURE_HINTS, DISCLOSURE_LABELS, RIGHTS_LABELS, TAGS_LABELS } from "~/lib/content/words";

const TONE: Record<DisclosureState, string> = { disclosed: "good", late: "warn", missing: "bad" };
const RIGHTS_TONE: Record<RightsFilter, string> = {
  none: "plain",
  requested: "info",
  granted: "good",
  declined: "plain",
  expired: "plain",
  revoked: "plain",
  ended: "warn",
};

export function DisclosureBadge({ state, tags }: { state: DisclosureState; tags?: TagsState }) {
  return (
    <>
      <span className={`badge badge--${TONE[state]}`} title={DISCLOSURE_HINTS[state]}>
        {DISCLOSURE_LABELS[state]}
      </span>
      {/* A space between the two, so a text browser and a screen reader read two words. */}
      {tags ? (
        <>
          {" "}
          <span className={`badge badge--${tags === "present" ? "good" : "bad"}`}>{TAGS_LABELS[tags]}</span>
        </>
      ) : null}
    </>
  );
}

export function RightsBadge({ state }: { state: RightsFilter }) {
  return <span className={`badge badge--${RIGHTS_TONE[state]}`}>{RIGHTS_LABELS[state]}</span>;
}
