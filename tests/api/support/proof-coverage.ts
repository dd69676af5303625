// Which of Demo Bistro's resources each API route reaches, for the ownership sweep and the
// fuzz test: every route of the server's own table must have an entry here.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  billingSources,
  claims,
  files,
  groups,
  instagramImages,
  locations,
  media,
  offers,
  posts,
  reports,
  rightsRequests,
  seatInvitations,
} from "../../../api/db/schema";
import type { TestApi } from "./helpers";

export type Ids = Awaited<ReturnType<typeof demoIds>>;
export type Probe = { url: (ids: Ids) => string; body?: (ids: Ids) => unknown };
/** public: anyone may call it by design; self: acts on the token's own business only and takes no id of another. */
export type Coverage = { public: string } | { self: string } | Probe;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** How each route is reached with Demo Bistro's ids. Keyed by `METHOD url` as Fastify has it. */
export const COVERAGE: Record<string, Coverage> = {
  "GET /health": { public: "health check" },
  "GET /v1.3/openapi.json": { public: "the API's reference, made from its route table" },
  "GET *": { public: "/media/* files: unguessable names, served to browsers and the public report" },
  "GET /files/:id": { public: "a generated PDF by its unguessable 24-character id (a mailed link)" },
  "POST /s": { self: "shortens a link the caller sends" },
  "GET /s/:code": { public: "short link redirect, opened by anyone the link is shared with" },
  "POST /v1.3/oauth/token": { public: "sign-in" },
  "POST /v1.3/report/replaceToken": { public: "one-time token exchange" },
  "POST /v1.3/report/tokenOwner": { public: "names the brand of a valid one-time token, without using it" },
  "GET /v1.3/report/months": { self: "the caller's months" },
  "GET /v1.3/report/monthly": { self: "the caller's monthly report by month and year" },
  "GET /v1.3/report/monthly/export": { self: "the caller's posts and models of a month (the results CSVs)" },
  "GET /v1.3/report/zip": { public: "signed link (HMAC of the caller's report), valid one hour" },
  "GET /v1.3/report/zipSign": { self: "signs the caller's own month" },
  "GET /v1.3/report/:id": { public: "the public report page (shared by link, embeddable)" },
  "GET /v1.3/report/:id/version": { public: "the public report's version, for the page cache: what its id already shows" },
  "GET /v1.3/report/shared": { self: "the caller's reports" },
  "GET /v1.3/businesses/:id/results": { url: (ids) => `/v1.3/businesses/${ids.business}/results` },
  "POST /v1.3/report/:id/renew": { url: (ids) => `/v1.3/report/${ids.renewableReport}/renew` },
  "POST /v1.3/businesses/:id/results/share": {
    url: (ids) => `/v1.3/businesses/${ids.business}/results/share`,
    body: (ids) => ({ ...ids.reportMonth, location: ids.location }),
  },
  "POST /v1.3/users/logout": { public: "revokes the refresh token it is sent: holding the token is the credential" },
  "POST /v1.3/users/password/forgot": { public: "password reset request" },
  "POST /v1.3/users/password/username": { public: "username reminder" },
  "GET /v1.3/users/me": { self: "the caller" },
  "GET /v1.3/users/me/version": { self: "the caller's brand's version" },
  "PATCH /v1.3/users/me": { self: "the caller" },
  "GET /v1.3/users/me/properties": { self: "the caller's properties" },
  "POST /v1.3/users/me/properties": { self: "the caller's properties" },
  "GET /v1.3/users/me/media": { self: "the caller's media" },
  "POST /v1.3/users/me/media": { url: () => "/v1.3/users/me/media", body: (ids) => ({ ids: [ids.instagramImage] }) },
  "DELETE /v1.3/users/me/media": { url: () => "/v1.3/users/me/media", body: (ids) => ({ ids: [ids.media[0]] }) },
  "POST /v1.3/users/me/media/sort": { url: () => "/v1.3/users/me/media/sort", body: (ids) => ({ ids: ids.media }) },
  "DELETE /v1.3/users/me/media/:mediaId": { url: (ids) => `/v1.3/users/me/media/${ids.media[1]}` },
  "POST /v1.3/pdf": { url: () => "/v1.3/pdf", body: (ids) => ({ reportId: ids.report, destination: "link" }) },
  "GET /v1.3/pdf/:job": { url: (ids) => `/v1.3/pdf/${ids.pdfJob}` },
  "POST /v1.3/files/:id/renew": { url: (ids) => `/v1.3/files/${ids.pdfFile}/renew` },
  "GET /v1.3/payments/customer": { self: "the caller's billing customer" },
  "POST /v1.3/payments/customer": { self: "the caller's billing customer" },
  "POST /v1.3/payments/email": { self: "the caller's billing customer" },
  "POST /v1.3/payments/sources": { self: "adds a card to the caller's customer" },
  "DELETE /v1.3/payments/sources": { url: () => "/v1.3/payments/sources", body: (ids) => ({ source: ids.source }) },
  "POST /v1.3/payments/sources/default": { url: () => "/v1.3/payments/sources/default", body: (ids) => ({ source: ids.source }) },
  "POST /v1.3/payments/sources/plaid/link": { self: "a link session for the caller" },
  "POST /v1.3/payments/sources/plaid": { self: "links a bank to the caller's customer" },
  "POST /v1.3/payments/subscriptions/start": { self: "the caller's plan" },
  "GET /v1.3/businesses/:id/reports/trend": { url: (ids) => `/v1.3/businesses/${ids.business}/reports/trend?until=${ids.period}` },
  "GET /v1.3/businesses/:id/reports/costs": {
    url: (ids) => `/v1.3/businesses/${ids.business}/reports/costs?year=${ids.period.slice(0, 4)}&month=${Number(ids.period.slice(5))}`,
  },
  "GET /v1.3/businesses/:id/dashboard": { url: (ids) => `/v1.3/businesses/${ids.business}/dashboard` },
  "GET /v1.3/businesses/:id/dashboard/today": { url: (ids) => `/v1.3/businesses/${ids.business}/dashboard/today` },
  "GET /v1.3/team": { self: "the caller's team" },
  "POST /v1.3/team/invitations": { self: "invites a person to the caller's business" },
  "GET /v1.3/team/join/:token": { public: "what an invitation's link is for: its unguessable token is the credential" },
  "POST /v1.3/team/join": { public: "joins with an invitation's link: its unguessable token is the credential" },
  "GET /v1.3/users/me/reminder-settings": { self: "the caller's reminder, digest and claim-rule settings" },
  "PUT /v1.3/users/me/reminder-settings": { self: "the caller's reminder, digest and claim-rule settings" },
  "POST /v1.3/digest/subscription": { public: "names the brand of a digest's unsubscribe link: its unguessable token is the credential" },
  "POST /v1.3/digest/unsubscribe": { public: "the digest's one-click unsubscribe: its unguessable token is the credential" },
  "DELETE /v1.3/team/invitations/:id": { url: (ids) => `/v1.3/team/invitations/${ids.invitation}` },
  "PATCH /v1.3/team/seats/:id": { url: (ids) => `/v1.3/team/seats/${ids.seat}`, body: () => ({ role: "manager" }) },
  "DELETE /v1.3/team/seats/:id": { url: (ids) => `/v1.3/team/seats/${ids.seat}` },
  "GET /v1.3/businesses/:id/door": { url: (ids) => `/v1.3/businesses/${ids.business}/door` },
  "GET /v1.3/businesses/:id/ig-actions/periods": { url: (ids) => `/v1.3/businesses/${ids.business}/ig-actions/periods` },
  "GET /v1.3/businesses/:id/ig-actions/periods/:period": { url: (ids) => `/v1.3/businesses/${ids.business}/ig-actions/periods/${ids.period}` },
  "GET /v1.3/businesses/:id/ig-actions/posts/:postId": { url: (ids) => `/v1.3/businesses/${ids.business}/ig-actions/posts/${ids.post}` },
  "GET /v1.3/businesses/:id/working-hours": { url: (ids) => `/v1.3/businesses/${ids.business}/working-hours` },
  "PUT /v1.3/businesses/:id/working-hours": {
    url: (ids) => `/v1.3/businesses/${ids.business}/working-hours`,
    body: () => ({
      working_hours: { monday: { open: "09:00", close: "17:00" }, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
    }),
  },
  "GET /v1.3/businesses/:id/locations": { url: (ids) => `/v1.3/businesses/${ids.business}/locations` },
  "POST /v1.3/businesses/:id/locations": {
    url: (ids) => `/v1.3/businesses/${ids.business}/locations`,
    body: () => ({ name: "Probe venue", address: "1 Probe St, New York, NY", working_hours: {} }),
  },
  "GET /v1.3/businesses/:id/locations/:locationId": { url: (ids) => `/v1.3/businesses/${ids.business}/locations/${ids.location}` },
  "PATCH /v1.3/businesses/:id/locations/:locationId": {
    url: (ids) => `/v1.3/businesses/${ids.business}/locations/${ids.location}`,
    body: () => ({ phone_number: "+1 212 555 0100" }),
  },
  "POST /v1.3/businesses/:id/locations/:locationId/retire": { url: (ids) => `/v1.3/businesses/${ids.business}/locations/${ids.location}/retire` },
  "POST /v1.3/businesses/:id/deals": {
    url: (ids) => `/v1.3/businesses/${ids.business}/deals`,
    body: (ids) => ({
      type: "timed",
      subtitle: "Ownership probe",
      title: "Probe",
      description: "Probe.",
      categories: ["food"],
      shared_spots: 1,
      repeat_type: null,
      starts_at: inDays(1),
      ends_at: inDays(1.1),
      images: [ids.media[0]],
    }),
  },
  "GET /v1.3/businesses/:id/deals/past/periods": { url: (ids) => `/v1.3/businesses/${ids.business}/deals/past/periods` },
  "GET /v1.3/businesses/:id/deals/previous": { url: (ids) => `/v1.3/businesses/${ids.business}/deals/previous` },
  "GET /v1.3/businesses/:id/deals/:type": { url: (ids) => `/v1.3/businesses/${ids.business}/deals/active` },
  "GET /v1.3/social/:id/media": { url: (ids) => `/v1.3/social/${ids.business}/media` },
  "DELETE /v1.3/deals/groups/:id": { url: (ids) => `/v1.3/deals/groups/${ids.group}` },
  "GET /v1.3/deals/:id": { url: (ids) => `/v1.3/deals/${ids.offer}` },
  "DELETE /v1.3/deals/:id": { url: (ids) => `/v1.3/deals/${ids.offer}` },
  "DELETE /v1.3/deals/:id/attendees": { url: (ids) => `/v1.3/deals/${ids.offer}/attendees`, body: (ids) => ({ attendees: [ids.claim] }) },
  "GET /v1.3/deals/:id/applicants": { url: (ids) => `/v1.3/deals/${ids.casting}/applicants` },
  "GET /v1.3/deals/:id/applicants/:claimId": { url: (ids) => `/v1.3/deals/${ids.casting}/applicants/${ids.applicant}` },
  "POST /v1.3/deals/:id/finalize": { url: (ids) => `/v1.3/deals/${ids.casting}/finalize` },
  "POST /v1.3/deals/:id/applicants": { url: (ids) => `/v1.3/deals/${ids.casting}/applicants` },
  // The seed's Instagram ids are ig_{1000 + model index}; Spring Casting's first applicant is model 60.
  "GET /v1.3/instagram/:instagramId/posts": { url: () => "/v1.3/instagram/ig_1060/posts" },
  "POST /v1.3/deals/:id/call_sheet": {
    url: (ids) => `/v1.3/deals/${ids.job}/call_sheet`,
    body: () => ({
      location: "Studio 1",
      job_requirements: "",
      job_end_date_duration: 8,
      job_start_date_type: "all",
      job_start_date: inDays(7),
      attendees: [],
    }),
  },
  "POST /v1.3/claims/:id/check_in": { url: (ids) => `/v1.3/claims/${ids.claim}/check_in` },
  "POST /v1.3/claims/:id/remind": { url: (ids) => `/v1.3/claims/${ids.claim}/remind` },
  "POST /v1.3/claims/:id/reserve": { url: (ids) => `/v1.3/claims/${ids.reservationClaim}/reserve`, body: () => ({ reserve_for: inDays(2) }) },
  "DELETE /v1.3/claims/:id/reserve": { url: (ids) => `/v1.3/claims/${ids.reservationClaim}/reserve` },
  "PUT /v1.3/claims/:id/application": { url: (ids) => `/v1.3/claims/${ids.applicant}/application`, body: () => ({ status: "liked" }) },
  "POST /v1.3/claims/:id/shipment": { url: (ids) => `/v1.3/claims/${ids.giftClaim}/shipment`, body: () => ({ tracking_number: "1Z999AA10123456784" }) },
  "POST /v1.3/claims/:id/shipment/push": { url: (ids) => `/v1.3/claims/${ids.giftClaim}/shipment/push` },
  "POST /v1.3/claims/:id/shipment/delivered": { url: (ids) => `/v1.3/claims/${ids.noTrackingClaim}/shipment/delivered` },
  "GET /v1.3/enum/cities": { self: "shared reference list" },
  "GET /v1.3/enum/carriers": { self: "shared reference list" },
  "GET /v1.3/enum/model_stats": { self: "shared reference list" },
  "GET /v1.3/enum/:list": { self: "shared reference list" },
  "DELETE /v1.3/templates/:a/:b": { url: (ids) => `/v1.3/templates/${ids.template.id}/${ids.template.key}` },
  "GET /v1.3/content": { self: "the caller's posts" },
  "GET /v1.3/content/posts/:id": { url: (ids) => `/v1.3/content/posts/${ids.post}` },
  "GET /v1.3/content/rights": { self: "the caller's rights register" },
  "POST /v1.3/content/rights": { url: () => "/v1.3/content/rights", body: (ids) => ({ post_ids: [ids.post], uses: ["repost"], term: "30d" }) },
  "POST /v1.3/content/rights/:id/revoke": { url: (ids) => `/v1.3/content/rights/${ids.rights.requested}/revoke` },
  "PUT /v1.3/content/rights/:id/ad-code": { url: (ids) => `/v1.3/content/rights/${ids.rights.granted}/ad-code`, body: () => ({ ad_code: "PROBE" }) },
  "GET /v1.3/content/zipSign": { url: (ids) => `/v1.3/content/zipSign?posts=${ids.post}` },
  "GET /v1.3/content/settings": { self: "the caller's content settings" },
  "PUT /v1.3/content/settings": { self: "the caller's content settings" },
  "GET /v1.3/rights/:token": { public: "what a rights link asks: its unguessable token is the credential" },
  "POST /v1.3/rights/:token": { public: "the model's answer to a rights link: its unguessable token is the credential" },
};

async function offerBySubtitle(api: TestApi, subtitle: string) {
  const [row] = await api.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.businessId, api.users.demo.businessId), eq(offers.subtitle, subtitle)));
  if (!row) throw new Error(`seed has no Demo offer "${subtitle}"`);
  return row.id;
}

async function firstClaim(api: TestApi, offerId: number, status?: string) {
  const [row] = await api.db
    .select({ id: claims.id })
    .from(claims)
    .where(status ? and(eq(claims.offerId, offerId), eq(claims.status, status)) : eq(claims.offerId, offerId))
    .orderBy(asc(claims.id));
  if (!row) throw new Error(`offer ${offerId} has no claim`);
  return row.id;
}

/** Demo Bistro's resources, one of each kind, straight from the seeded database. */
export async function demoIds(api: TestApi) {
  const business = api.users.demo.businessId;
  const [offer, reservations, tables, casting, job, gift, candle] = await Promise.all(
    ["Sunset Brunch", "Dinner Reservations", "Chef's Table", "Spring Casting", "Runway Shoot", "Spice Sampler", "Candle Gift"].map((subtitle) =>
      offerBySubtitle(api, subtitle),
    ),
  );
  const [group] = await api.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.offerId, tables!), isNull(groups.status)));
  const mediaRows = await api.db.select({ id: media.id }).from(media).where(eq(media.businessId, business)).orderBy(asc(media.sort));
  const [image] = await api.db.select({ id: instagramImages.id }).from(instagramImages).where(eq(instagramImages.businessId, business));
  const [post] = await api.db.select({ id: posts.id, postedAt: posts.postedAt }).from(posts).where(eq(posts.businessId, business));
  const [report, renewable] = await api.db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.businessId, business))
    .orderBy(asc(reports.dateFrom), asc(reports.title));
  // The newest month of Demo Bistro's reports (POST /businesses/:id/results/share shares a location's).
  const [newest] = await api.db
    .select({ dateFrom: reports.dateFrom })
    .from(reports)
    .where(and(eq(reports.businessId, business), eq(reports.type, "monthly"), isNull(reports.locationId)))
    .orderBy(desc(reports.dateFrom))
    .limit(1);
  // Demo Bistro Downtown, its second location: the main one stays open whatever a probe retires.
  const [, location] = await api.db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, business)).orderBy(asc(locations.sort));
  const [source] = await api.db.select({ id: billingSources.id }).from(billingSources).where(eq(billingSources.businessId, business));
  // A generated PDF of Demo Bistro's (POST /files/:id/renew): only its row, the renewal never reads the bytes.
  const pdfFile = "proofPdfFileOfDemoBistro";
  await api.db.insert(files).values({
    id: pdfFile,
    businessId: business,
    filename: "proof.pdf",
    contentType: "application/pdf",
    path: `files/${pdfFile}.pdf`,
    size: 1,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // An invitation of Demo Bistro's (DELETE /team/invitations/:id).
  const [invitation] = await api.db
    .insert(seatInvitations)
    .values({
      businessId: business,
      name: "Probe",
      email: "probe@example.com",
      role: "door",
      tokenHash: `proof-${business}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: seatInvitations.id });
  // Demo Bistro's rights: one waiting for its answer, one granted (revoke, the ad code).
  const rights = await api.db
    .select({ id: rightsRequests.id, answer: rightsRequests.answer, revokedAt: rightsRequests.revokedAt, expires: rightsRequests.linkExpiresAt })
    .from(rightsRequests)
    .where(eq(rightsRequests.businessId, business))
    .orderBy(asc(rightsRequests.id));
  const requested = rights.find((r) => !r.answer && !r.revokedAt && r.expires! > new Date())!.id;
  const granted = rights.find((r) => r.answer === "granted" && !r.revokedAt)!.id;
  // Seeded offers carry no template: give one a template so DELETE /templates has a target.
  const template = { id: 4242, key: "proof-template" };
  await api.db.update(offers).set({ templateId: template.id, templateKey: template.key }).where(eq(offers.id, offer!));
  return {
    business,
    reportMonth: { year: newest!.dateFrom.getUTCFullYear(), month: newest!.dateFrom.getUTCMonth() + 1 },
    offer: offer!,
    claim: await firstClaim(api, offer!, "active"),
    reservationClaim: await firstClaim(api, reservations!, "active"),
    group: group!.id,
    casting: casting!,
    applicant: await firstClaim(api, casting!),
    job: job!,
    giftClaim: await firstClaim(api, gift!),
    noTrackingClaim: await firstClaim(api, candle!),
    media: mediaRows.map((m) => m.id),
    instagramImage: image!.id,
    post: post!.id,
    period: post!.postedAt.toISOString().slice(0, 7),
    report: report!.id,
    /** Another of its reports, for the call that gives a report a new id (the others keep theirs). */
    renewableReport: renewable!.id,
    source: source!.id,
    invitation: invitation!.id,
    location: location!.id,
    /** Demo Bistro's manager seat (the team routes). */
    seat: api.users.demoManager.userId,
    pdfFile,
    template,
    rights: { requested, granted },
    /** A PDF job of Demo Bistro's (GET /pdf/:job). */
    pdfJob: await api.app.ctx.jobs.send("pdf", { businessId: business, kind: "report", input: { reportId: report!.id, destination: "link" } }),
  };
}
