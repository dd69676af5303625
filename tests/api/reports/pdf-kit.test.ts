// How the PDFs look (the results report and the applicant export): every page carries the
// brand's logo and name with the month (the report) or the offer (the export), and 'page N of
// M'; the cards fill each page before the next one starts; every picture is a square cut from
// the centre of its image, never a stretched one.
import { describe, expect, it } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { claims, models, offers, posts, reports } from "../../../api/db/schema";
import { newReportId } from "../../../api/services/reports/report";
import { useSignedInApi } from "../support/helpers";
import { pdfImages, pdfPages } from "../support/pdf-reading";

const { api: t, demo } = await useSignedInApi();

type Month = { year: number; month: number };
const monthLabel = ({ year, month }: Month) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The PDF the service renders for `body`, as its bytes. */
async function renderPdf(body: object, token: string): Promise<Buffer> {
  const response = await t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(token), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const file = await t.app.inject({ method: "GET", url: new URL(response.json().url).pathname });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** Every page has the brand's name and `label` in its header and 'page N of M' in its footer. */
function expectFramedPages(pages: string[], brand: string, label: string) {
  pages.forEach((text, i) => {
    expect(text, `page ${i + 1}`).toContain(brand);
    expect(text, `page ${i + 1}`).toContain(label);
    expect(text, `page ${i + 1}`).toContain(`page ${i + 1} of ${pages.length}`);
  });
}

function expectSquarePictures(pdf: Buffer) {
  const images = pdfImages(pdf);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.width, JSON.stringify(image)).toBe(image.height);
}

describe("the results PDF", () => {
  it("shows the brand's logo and name, the month and 'page N of M' on every page, with square pictures", async () => {
    const [latest] = (await t.app.inject({ method: "GET", url: "/v1.3/report/months", headers: t.headers(demo) })).json().data as Month[];
    const pdf = await renderPdf({ destination: "link", orientation: "landscape", month: latest!.month, year: latest!.year }, demo);
    const pages = pdfPages(pdf);
    // The figures, costs and the year's charts, then 35 models (three a row) and 35 posts (six
    // a row, three rows a page): the models end on page 2, the posts fill pages 3 and 4.
    expect(pages).toHaveLength(4);
    expectFramedPages(pages, "Demo Bistro", monthLabel(latest!));
    expect(pages[0]).toContain("THE MODELS (35)");
    expect(pages[2]).toContain("POSTS (35)");
    // The logo, the avatars and the thumbnails: each a centred square, embedded once.
    expectSquarePictures(pdf);
  });

  it("of a month shows the twelve months ending at it, as the results page charts them; a report by its shared id does not", async () => {
    const [latest] = (await t.app.inject({ method: "GET", url: "/v1.3/report/months", headers: t.headers(demo) })).json().data as Month[];
    const until = `${latest!.year}-${String(latest!.month).padStart(2, "0")}`;
    const trend = (
      await t.app.inject({ method: "GET", url: `/v1.3/businesses/${t.users.demo.businessId}/reports/trend?until=${until}`, headers: t.headers(demo) })
    ).json().data as { period: string; posts: number; reach: number; likes: number; comments: number }[];
    const first = pdfPages(await renderPdf({ destination: "link", orientation: "landscape", month: latest!.month, year: latest!.year }, demo))[0]!;
    expect(first).toContain("OVER 12 MONTHS");
    const month = trend.at(-1)!;
    for (const [label, value] of [
      ["Total posts", month.posts],
      ["Viewers reached", month.reach],
      ["Likes", month.likes],
      ["Comments", month.comments],
    ] as const)
      expect(first).toContain(`${label}, 12 months\n${value.toLocaleString("en-US")}\n`);
    // One month initial under each of the twelve bars, oldest first.
    const initials = trend.map((m) => "JFMAMJJASOND"[Number(m.period.slice(5, 7)) - 1]).join("");
    expect(first.replace(/\s/g, "")).toContain(initials);
    const [shared] = (await t.app.inject({ method: "GET", url: "/v1.3/report/shared", headers: t.headers(demo) })).json().data as { id: string }[];
    const byId = pdfPages(await renderPdf({ destination: "link", orientation: "landscape", reportId: shared!.id }, demo));
    expect(byId.join(" ")).not.toContain("OVER 12 MONTHS");
  });

  it("fills its pages: 30 models and 30 posts after the figures and charts take four pages, not one with three models on it", async () => {
    const brand = await t.newBrand();
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
    const posters = await t.db.select({ id: models.id }).from(models).where(isNotNull(models.instagram)).orderBy(asc(models.id)).limit(30);
    expect(posters).toHaveLength(30);
    await t.db.insert(posts).values(
      posters.map((model, i) => ({
        businessId: brand.business_id,
        modelId: model.id,
        instagramId: `ig_layout_${brand.business_id}_${i}`,
        type: "photo",
        thumbnail: `/media/seed-post-${(i % 18) + 1}-thumb.jpg`,
        media: `/media/seed-post-${(i % 18) + 1}.jpg`,
        postUrl: `https://instagram.com/p/layout${i}`,
        countOfLikes: 10 * i,
        countOfComments: i,
        postedAt: new Date(start.getTime() + i * 3_600_000),
      })),
    );
    await t.db
      .insert(reports)
      .values({ id: newReportId(), businessId: brand.business_id, type: "monthly", title: "Layout Results", dateFrom: start, dateTo: end });

    const month = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 };
    const pdf = await renderPdf({ ...month, destination: "link" }, brand.token);
    const pages = pdfPages(pdf);
    // Page 1: the figures, costs, the year's charts and 9 models; page 2: the other 21 models
    // and a row of posts; page 3: three rows of posts; page 4: the last row.
    expect(pages).toHaveLength(4);
    expect(pages[1]).toContain("POSTS (30)");
    expectFramedPages(pages, brand.name, monthLabel(month));
    expectSquarePictures(pdf);
  });
});

describe("the applicant PDF", () => {
  it("shows the brand's logo and name, the offer and 'page N of M' on every page, five applicants a row", async () => {
    const [offer] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, "Spring Casting"));
    const unreviewed = await t.db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.offerId, offer!.id), eq(claims.applicationStatus, "unreviewed")));
    expect(unreviewed).toHaveLength(55);
    const pdf = await renderPdf({ type: "applicants", id: offer!.id, filter: "unreviewed" }, demo);
    const pages = pdfPages(pdf);
    // 20 a page (four rows of five), the first page too: 55 applicants on three pages.
    expect(pages).toHaveLength(3);
    expectFramedPages(pages, "Demo Bistro", "Spring Casting");
    expect(pages[0]).toContain("Spring Casting: unreviewed applicants");
    expectSquarePictures(pdf);
  });
});
