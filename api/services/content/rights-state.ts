// A post's rights as one state, kept on the post (posts.rights_state and rights_until) so the
// library filters and counts on columns: the strongest of the requests that cover it, by the
// order below, refreshed in the transaction of every request, answer and revocation. What the
// clock changes (a link running out, a grant reaching its end) is read at query time from the
// kept `until`, by `rightsStateSql`.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { posts, rightsRequests } from "../../db/schema";
import type { RightsState } from "../../../contract/content";

/** One request's state now: what the post's page lists in its history and the register exports. */
export function requestState(
  r: { answer: string | null; revokedAt: Date | null; linkExpiresAt: Date | null; endsAt: Date | null },
  now = new Date(),
): RightsState {
  if (r.revokedAt) return "revoked";
  if (r.answer === "declined") return "declined";
  if (r.answer === "granted") return r.endsAt && r.endsAt <= now ? "ended" : "granted";
  return r.linkExpiresAt && r.linkExpiresAt <= now ? "expired" : "requested";
}

/** The post's state now, from its kept columns: "none" when nobody asked. */
export const rightsStateSql: SQL<string> = sql<string>`case
  when ${posts.rightsState} is null then 'none'
  when ${posts.rightsState} = 'requested' and ${posts.rightsUntil} <= now() then 'expired'
  when ${posts.rightsState} = 'granted' and ${posts.rightsUntil} <= now() then 'ended'
  else ${posts.rightsState} end`;

/**
 * Recomputes the kept state of `postIds` from every request that covers them (by the list of a
 * request's posts, or by the claim a post was made for). Strongest first: rights in force, a
 * request waiting, rights ended, revoked, declined, a link that ran out; the newest among equals.
 */
export async function refreshRightsState(db: Db, postIds: number[]): Promise<void> {
  if (!postIds.length) return;
  const ids = sql.join(
    postIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    with covering as (
      select p.id as post_id, r.id, r.answer, r.revoked_at, r.link_expires_at, r.ends_at
      from ${posts} p
      join ${rightsRequests} r on r.business_id = p.business_id
        and (r.claim_id = p.claim_id or exists (select 1 from rights_request_posts rp where rp.request_id = r.id and rp.post_id = p.id))
      where p.id in (${ids})
    ), strongest as (
      select distinct on (post_id) post_id,
        case when revoked_at is not null then 'revoked' when answer is not null then answer else 'requested' end as state,
        case when revoked_at is not null or answer = 'declined' then null when answer = 'granted' then ends_at else link_expires_at end as until
      from covering
      order by post_id,
        case
          when revoked_at is null and answer = 'granted' and (ends_at is null or ends_at > now()) then 1
          when revoked_at is null and answer is null and link_expires_at > now() then 2
          when revoked_at is null and answer = 'granted' then 3
          when revoked_at is not null then 4
          when answer = 'declined' then 5
          else 6 end,
        id desc
    )
    update ${posts} set rights_state = s.state, rights_until = s.until
    from (select id, st.state, st.until from ${posts} left join strongest st on st.post_id = posts.id where posts.id in (${ids})) s
    where ${posts.id} = s.id`);
}
