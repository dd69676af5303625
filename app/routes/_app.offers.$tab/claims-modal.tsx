// The claims modal ('N CLAIMS', docs/product/offers.md#claims-modal) and the group modal (tabs Claims and Invitees).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Modal } from "~/components/modal";
import type { ClaimPost, TrackRecord } from "../../../contract/schemas/offers";
import type { AttendeeView as Attendee, GroupView as Group, MemberView as Member, OfferView as Offer } from "~/lib/offers/list-view";
import { claimSections, claimsTitle, heldElsewhereNote } from "~/lib/offers/claims-tally";
import { checkInName, spotCount } from "~/lib/offers/format";
import { CANCELLABLE } from "~/lib/offers/visibility";
import { useOfferModal } from "./modal-links";
import { VenueLine } from "./offer-card";
import { CheckInForm, EnterTimeLink } from "./offer-rows";
import { Avatar } from "~/components/avatar";
import { TrackRecordLine } from "~/components/track-record";
import { DisclosureBadge } from "~/components/content-badges";
import { CHECKABLE, type Tab } from "../../../contract/offers";

function Counter({ label, taken, total }: { label: string; taken: number; total: number }) {
  return (
    <div className="counter">
      <dt>{label}</dt>
      <dd>
        {taken} / {spotCount(total)}
      </dd>
    </div>
  );
}

function Person({
  name,
  avatar,
  handle,
  record,
  children,
}: {
  name: string;
  avatar: string;
  handle?: string | null;
  record?: TrackRecord;
  children?: ReactNode;
}) {
  return (
    <li className="person">
      <Avatar src={avatar} size={36} />
      {/* A div: the track record's disclosure is no phrasing content. */}
      <div className="person__text">
        <span className="person__name" title={name}>
          {checkInName(name)}
        </span>
        {handle ? <span className="person__handle">@{handle}</span> : null}
        {record ? <TrackRecordLine record={record} className="person__record" /> : null}
      </div>
      {children}
    </li>
  );
}

function ClaimRow({ offer, claim, live }: { offer: Offer; claim: Attendee; live: boolean }) {
  const modal = useOfferModal();
  return (
    <Person name={claim.model.name} avatar={claim.model.avatar} handle={claim.model.instagram?.handle} record={claim.track_record}>
      {claim.spot_type === "star" ? <span className="tag tag--star">STAR</span> : null}
      {claim.status === "used" ? <span className="person__status">{claim.status_label}</span> : null}
      {claim.post_due_label ? (
        <span className={`person__status${claim.post_due?.state === "overdue" ? " person__status--overdue" : ""}`}>{claim.post_due_label}</span>
      ) : null}
      {claim.reminded_label ? <span className="person__status">{claim.reminded_label}</span> : null}
      {claim.posts?.length ? <ClaimPosts name={claim.model.name} posts={claim.posts} /> : null}
      {live && CANCELLABLE.includes(claim.status) ? (
        <span className="person__actions">
          {CHECKABLE.includes(claim.status) ? <CheckInForm offer={offer} claim={claim} /> : null}
          <Link className="offer-row__link offer-row__link--danger" to={modal.open("cancel-claim", { offer: offer.id, claim: claim.id })} preventScrollReset>
            Cancel<span className="visually-hidden"> claim of {claim.model.name}</span>
          </Link>
        </span>
      ) : null}
    </Person>
  );
}

/** The model's posts for the claim, each its disclosure check, linking to the post in the content library. */
function ClaimPosts({ name, posts }: { name: string; posts: ClaimPost[] }) {
  return (
    <ul className="person__posts" aria-label={`Posts of ${name}`}>
      {posts.map((post, i) => (
        <li key={post.id}>
          <Link to={`/content/${post.id}`} className="person__post">
            <span className="visually-hidden">Post {i + 1}: </span>
            <DisclosureBadge state={post.disclosure} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The claims the tab shows (the API chose them): the title counts what the sections list, the
 * counters the spots held (claims-tally.ts, one rule with the card's count).
 */
export function ClaimsModal({ offer, tab, live, notice }: { offer: Offer; tab: Tab; live: boolean; notice: ReactNode }) {
  const modal = useOfferModal();
  const sections = claimSections(offer);
  const elsewhere = heldElsewhereNote(offer.held_elsewhere_count, tab);
  return (
    <Modal id="claims" title={claimsTitle(offer)} closeHref={modal.close}>
      <p className="modal__subtitle">{offer.subtitle}</p>
      <VenueLine offer={offer} className="modal__venue" />
      {notice}
      <dl className="counters">
        <Counter label="Shared" taken={offer.spots.shared_spots.taken} total={offer.shared_spots} />
        <Counter label="Female" taken={offer.spots.female_spots.taken} total={offer.female_spots} />
        <Counter label="Male" taken={offer.spots.male_spots.taken} total={offer.male_spots} />
        <Counter label="Star" taken={offer.star_spots_taken} total={offer.star_spots} />
      </dl>
      {elsewhere ? (
        <p className="claims-elsewhere">
          {elsewhere.text}{" "}
          {elsewhere.upcoming ? <Link to={`/offers/upcoming?${new URLSearchParams({ modal: "claims", offer: String(offer.id) })}`}>see Upcoming</Link> : null}
        </p>
      ) : null}
      {sections.length ? null : <p>No claims yet.</p>}
      {sections.map((section) => (
        <section key={section.key} className="claims-section" aria-labelledby={`claims-${section.key}`}>
          <h3 id={`claims-${section.key}`} className="claims-section__title">
            {section.label} ({section.claims.length}){section.holdsSpots ? null : <span className="claims-section__note">, not counted in spots</span>}
          </h3>
          <ul className="people">
            {section.claims.map((claim) =>
              section.awaiting ? (
                <Person key={claim.id} name={claim.model.name} avatar={claim.model.avatar} handle={claim.model.instagram?.handle} record={claim.track_record}>
                  {live ? <EnterTimeLink offer={offer} claim={claim} className="offer-row__link" /> : null}
                </Person>
              ) : (
                <ClaimRow key={claim.id} offer={offer} claim={claim} live={live} />
              ),
            )}
          </ul>
        </section>
      ))}
    </Modal>
  );
}

function MemberRow({ member }: { member: Member }) {
  return (
    <Person name={`${member.first_name} ${member.last_name}`} avatar={member.avatar}>
      <span className="status">{member.status_label}</span>
    </Person>
  );
}

export function GroupModal({ offer, group }: { offer: Offer; group: Group }) {
  const modal = useOfferModal();
  const view = modal.view === "invitees" ? "invitees" : "claims";
  const members = [...group.confirmed, ...group.uncertain];
  const claimed = members.filter((m) => m.claim && m.claim.status !== "declined");
  const invitees = [...group.invitees, ...group.uncertain.filter((m) => !m.claim)];
  const owner = group.owner ? `${group.owner.first_name} ${group.owner.last_name}` : "Group";
  const list = view === "claims" ? claimed : invitees;
  return (
    <Modal id="group" title={`${owner}'s group`} closeHref={modal.close}>
      <p className="modal__subtitle">{offer.subtitle}</p>
      <nav className="modal-tabs" aria-label="Group lists">
        {(
          [
            ["claims", `Claims (${claimed.length})`],
            ["invitees", `Invitees (${invitees.length})`],
          ] as const
        ).map(([tab, text]) => (
          <Link
            key={tab}
            to={modal.open("group", { offer: offer.id, group: group.id, view: tab })}
            aria-current={view === tab ? "page" : undefined}
            replace
            preventScrollReset
          >
            {text}
          </Link>
        ))}
      </nav>
      {list.length ? (
        <ul className="people">
          {list.map((member) => (
            <MemberRow key={member.user_id} member={member} />
          ))}
        </ul>
      ) : (
        <p>{view === "claims" ? "No claims in this group yet." : "No open invitations."}</p>
      )}
    </Modal>
  );
}
