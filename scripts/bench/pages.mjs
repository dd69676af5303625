// Every page of the product, with the ids of Demo Bistro's seeded data filled in, for the
// round-trip test (tests/e2e/waves.spec.ts) and the first-load bytes table of `npm run bench`.

const HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };

/** The demo brand's biggest report, whose public page the benchmarks open (its id is random in every install). */
export const BIG_REPORT = "Ambassador Program: Year in Review";

/** The public id of one of the demo brand's reports, by title. */
export async function seededReport(apiBase, title = BIG_REPORT) {
  const get = await apiAs(apiBase, "demo", "demo1234");
  const report = (await get("/report/shared")).find((r) => r.title === title);
  if (!report) throw new Error(`no seeded report ${title}`);
  return report.id;
}

/** The public id of a monthly report of ordinary size (not the big one), for the throughput stage. */
export async function typicalReport(apiBase) {
  const get = await apiAs(apiBase, "demo", "demo1234");
  const report = (await get("/report/shared")).find((r) => r.title !== BIG_REPORT);
  if (!report) throw new Error("no seeded report besides the big one");
  return report.id;
}

/** An access token of the API's password grant, as the web tool signs in. */
export async function apiToken(apiBase, username = "demo", password = "demo1234") {
  const response = await fetch(`${apiBase}/oauth/token`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify({ client_id: "business-web-tool", client_secret: "business-web-tool-secret", grant_type: "password", username, password }),
  });
  if (!response.ok) throw new Error(`API sign-in failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** A GET of the API with `token` that resolves to the answer's `data` (or the whole answer), or throws. */
export function apiGetter(apiBase, token) {
  return async (path) => {
    const answer = await fetch(`${apiBase}${path}`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
    const json = await answer.json();
    return json.data ?? json;
  };
}

async function apiAs(apiBase, username, password) {
  return apiGetter(apiBase, await apiToken(apiBase, username, password));
}

function bySubtitle(offers, subtitle) {
  const offer = offers.find((o) => o.subtitle === subtitle);
  if (!offer) throw new Error(`no seeded offer ${subtitle}`);
  return offer.id;
}

/**
 * The product's pages as `{ path, signedIn }`, signed in as demo (apiBase: `http://…/v1.3`).
 * @returns {Promise<{ path: string; signedIn: boolean }[]>}
 */
export async function productPages(apiBase, username = "demo", password = "demo1234") {
  const get = await apiAs(apiBase, username, password);
  const { business_id: business } = await get("/users/me");
  const [active, upcoming, months, periods, library, locations] = await Promise.all([
    get(`/businesses/${business}/deals/active?attendees=false`),
    get(`/businesses/${business}/deals/upcoming?attendees=false`),
    get("/report/months"),
    get(`/businesses/${business}/ig-actions/periods`),
    get("/content?limit=1"),
    get(`/businesses/${business}/locations`),
  ]);
  const libraryPost = library.posts[0];
  const applyOffer = bySubtitle(active, "Full House Feature");
  const [applicants, posts] = await Promise.all([
    get(`/deals/${applyOffer}/applicants?status=unreviewed`),
    get(`/businesses/${business}/ig-actions/periods/${periods[0].period}`),
  ]);
  const applicant = applicants.applicants.data[0];
  const post = posts[0];
  const month = months[0];
  const signedIn = [
    "/",
    "/door",
    "/door/print",
    "/door/print?paper=receipt",
    "/offers/active",
    "/offers/upcoming",
    "/offers/past",
    "/offers/create?step=1",
    "/offers/submitted",
    "/results",
    `/results?year=${month.year}&month=${month.month}`,
    "/content",
    "/content?disclosure=missing",
    ...(libraryPost ? [`/content/${libraryPost.id}`, `/content/rights/new?post=${libraryPost.id}`] : []),
    "/instagram",
    `/instagram/${periods[0].period}`,
    ...(post?.id ? [`/instagram/view/${post.id}`] : []),
    "/profile",
    "/profile/edit",
    "/profile/hours",
    "/profile/locations",
    "/profile/locations/new",
    `/profile/locations/${locations[0].id}`,
    "/profile/reminders",
    "/profile/content",
    "/profile/team",
    "/billing",
    "/billing/methods",
    "/billing/card",
    "/billing/account",
    "/billing/added",
    "/billing/error",
    `/offer/apply/${applyOffer}`,
    ...(applicant ? [`/offer/apply/${applyOffer}/applicant/${applicant.id}`] : []),
    `/offers/${bySubtitle(upcoming, "Lookbook Day")}/callSheet/`,
    `/offers/${bySubtitle(active, "Candle Gift")}/shipment`,
  ];
  const big = await seededReport(apiBase);
  // The join page asks the API nothing until its form is sent: any token shows it. The digest's
  // unsubscribe page asks for its token's brand: a made-up token shows "This link is not valid."
  // (tests that can make a brand's token, under API_TEST_SUPPORT, add the page itself).
  // A rights link's page asks the API for its request: a made-up token shows "This link is not valid."
  const open = [
    "/login",
    "/token/",
    "/team/join/an-invitation-token",
    "/digest/unsubscribe/a-made-up-digest-token",
    "/rights/a-made-up-rights-token",
    `/report/${big}`,
    `/static/${big}`,
  ];
  return [...signedIn.map((path) => ({ path, signedIn: true })), ...open.map((path) => ({ path, signedIn: false }))];
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((c) => c.split(";")[0]);
}

/** Signs in through the login form; returns the Cookie header of the session. */
export async function signIn(base, username = "demo", password = "demo1234") {
  const page = await fetch(`${base}/login`);
  const jar = cookiesOf(page);
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error("the login page carries no CSRF token");
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.join("; ") },
    body: new URLSearchParams({ csrf, intent: "login", username, password, redirect: "" }),
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  // Like a browser, follow to the dashboard and keep the session it updates (it remembers
  // the business id there), so later requests measure a brand's steady state.
  const cookies = new Map([...jar, ...cookiesOf(response)].map((c) => [c.split("=")[0], c]));
  const home = await fetch(`${base}/`, { headers: { Cookie: [...cookies.values()].join("; ") } });
  for (const c of cookiesOf(home)) cookies.set(c.split("=")[0], c);
  return [...cookies.values()].join("; ");
}
