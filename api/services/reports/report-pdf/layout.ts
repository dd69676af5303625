// The PDF service (docs/product/results.md#report-pdf): a landscape report (title, period, figures, models, post
// thumbnails) drawn with @react-pdf/renderer, written straight to DATA_DIR/files. Every page
// carries the brand's logo and name, the month, and 'page N of M' (api/services/reports/pdf-kit/page-frame.ts).
import fs from "node:fs/promises";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { Document, Image, Page, StyleSheet, Text, View, renderToFile } from "@react-pdf/renderer";
import { FRAME_PADDING, pageFrame, pageStyle, type PdfBrand } from "../pdf-kit/page-frame";
import { rowsOf, stackPages, type Block } from "../pdf-kit/pages";
import { pdfCostFigures } from "./costs";
import { squareImages, type MediaImages, type SquareImage } from "../pdf-kit/square-images";
import { TREND_HEIGHT, trendCharts } from "./trend";
import type { MonthCosts } from "../costs";
import type { TrendMonth } from "../trend";
import type { ReportData } from "../report";

/** A PDF over 25 MB is mailed (compressed) instead of linked. */
export const PDF_MAX_BYTES = 25 * 1024 * 1024;

export type ReportFigures = { posts: number; likes: number; comments: number; organic: number; reach: number };

/** The INSTAGRAM ACTION figures; reach counts each post's audience (its model's followers). */
export function reportFigures(data: Pick<ReportData, "posts" | "organic">): ReportFigures {
  let likes = 0;
  let comments = 0;
  let reach = 0;
  for (const post of data.posts) {
    likes += post.count_of_likes;
    comments += post.count_of_comments;
    reach += post.model.instagram?.number_of_followers ?? 0;
  }
  return { posts: data.posts.length, likes, comments, organic: data.organic, reach };
}

const PAGE = { width: 841.89, height: 595.28, side: 28 };
const CONTENT = { width: PAGE.width - 2 * PAGE.side, height: PAGE.height - FRAME_PADDING.top - FRAME_PADDING.bottom };
/** Three models and six posts per row; each post's thumbnail a square as wide as its column. */
const MODELS_PER_ROW = 3;
const POSTS_PER_ROW = 6;
const POST_GAP = 8;
const POST_SIDE = Math.floor((CONTENT.width - (POSTS_PER_ROW - 1) * POST_GAP) / POSTS_PER_ROW);
/** Blocks' heights in points (see api/services/reports/pdf-kit/pages.ts): three rows of posts and their heading fill a page. */
const HEIGHTS = { summary: 44, heading: 30, figures: 52, pricing: 20, modelRow: 36, postRow: POST_SIDE + 30 };

const styles = StyleSheet.create({
  page: pageStyle(PAGE.side, 9),
  summary: { height: HEIGHTS.summary },
  title: { fontSize: 20, lineHeight: 1.2, fontFamily: "Helvetica-Bold", marginBottom: 3 },
  period: { fontSize: 10, lineHeight: 1.25, color: "#585f69" },
  pricing: { height: HEIGHTS.pricing, justifyContent: "center", fontSize: 9, color: "#585f69" },
  heading: { height: HEIGHTS.heading, justifyContent: "flex-end", paddingBottom: 8 },
  headingText: { fontSize: 11, fontFamily: "Helvetica-Bold", letterSpacing: 1 },
  figures: { height: HEIGHTS.figures, flexDirection: "row", gap: 10 },
  figure: { flexGrow: 1, flexBasis: 0, height: 46, padding: 8, borderRadius: 6, backgroundColor: "#f6f7f9" },
  figureValue: { fontSize: 16, fontFamily: "Helvetica-Bold" },
  figureLabel: { fontSize: 8, color: "#585f69", marginTop: 2 },
  modelRow: { height: HEIGHTS.modelRow, flexDirection: "row", alignItems: "center" },
  model: { width: `${100 / MODELS_PER_ROW}%`, flexDirection: "row", alignItems: "center", paddingRight: 8 },
  avatar: { width: 28, height: 28, borderRadius: 14, marginRight: 7, backgroundColor: "#eef0f3" },
  modelText: { flexShrink: 1 },
  modelName: { fontFamily: "Helvetica-Bold", fontSize: 8.5, maxLines: 1, textOverflow: "ellipsis" },
  modelLine: { fontSize: 7.5, color: "#585f69", marginTop: 1, maxLines: 1, textOverflow: "ellipsis" },
  postRow: { height: HEIGHTS.postRow, flexDirection: "row", columnGap: POST_GAP },
  post: { width: POST_SIDE },
  thumb: { width: POST_SIDE, height: POST_SIDE, borderRadius: 4, backgroundColor: "#eef0f3" },
  postHandle: { fontSize: 7.5, fontFamily: "Helvetica-Bold", marginTop: 4, maxLines: 1, textOverflow: "ellipsis" },
  postLine: { fontSize: 7, color: "#585f69", marginTop: 1, maxLines: 1, textOverflow: "ellipsis" },
});

const number = (n: number) => n.toLocaleString("en-US");
const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const month = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The month a report covers, for its pages' header: 'October 2026', or 'September 2025 – October 2026' across months. */
export function reportMonth(report: Pick<ReportData["report"], "date_from" | "date_to">): string {
  const [from, to] = [month(report.date_from), month(report.date_to)];
  return from === to ? from : `${from} – ${to}`;
}

export type PdfOptions = {
  /** The bytes of a /media URL's picture, or null when it should be left out. */
  imageFile: MediaImages;
  /** The compressed version leaves the models' and posts' pictures out. */
  compressed?: boolean;
  appendPricing?: boolean;
  /** The month's cost per result: only in a month's PDF the brand asks for, never a shared report's. */
  costs?: MonthCosts | null;
  /** The twelve months ending at the report's month: in a month's PDF the brand asks for. */
  trend?: TrendMonth[] | null;
};

type ReportBlock = Block & { element: ReactElement };

/** The report as blocks of known heights, top to bottom: summary, figures, the models' rows, the posts' rows. */
function reportBlocks(data: ReportData, figures: ReportFigures, images: Map<string, SquareImage>, opts: PdfOptions): ReportBlock[] {
  // Elements passed as separate children (not an array) need no keys.
  const block = (height: number, element: ReactElement, keepWithNext = false): ReportBlock => ({ height, element, keepWithNext });
  const heading = (title: string) => block(HEIGHTS.heading, h(View, { style: styles.heading }, h(Text, { style: styles.headingText }, title)), true);
  const picture = (url: string, style: (typeof styles)["thumb"] | (typeof styles)["avatar"]) => {
    const square = images.get(url);
    return square ? h(Image, { src: square, style }) : h(View, { style });
  };
  /** A grid as blocks: `perRow` cells a row, each row one block of `height`. */
  const gridRows = <T>(
    items: T[],
    perRow: number,
    height: number,
    rowStyle: (typeof styles)["modelRow"] | (typeof styles)["postRow"],
    cell: (item: T) => ReactElement,
  ) => rowsOf(items, perRow).map((row) => block(height, h(View, { style: rowStyle }, ...row.map(cell))));
  const figureItems: [string, number][] = [
    ["Total posts", figures.posts],
    ["Likes", figures.likes],
    ["Comments", figures.comments],
    ["Organic campaigns", figures.organic],
    ["Viewers reached", figures.reach],
  ];
  return [
    block(
      HEIGHTS.summary,
      h(
        View,
        { style: styles.summary },
        h(Text, { style: styles.title }, data.report.title),
        h(Text, { style: styles.period }, `${day(data.report.date_from)} – ${day(data.report.date_to)}`),
      ),
    ),
    heading("INSTAGRAM ACTION"),
    block(
      HEIGHTS.figures,
      h(
        View,
        { style: styles.figures },
        ...figureItems.map(([label, value]) =>
          h(View, { style: styles.figure }, h(Text, { style: styles.figureValue }, number(value)), h(Text, { style: styles.figureLabel }, label)),
        ),
      ),
    ),
    ...(opts.costs
      ? [
          heading("COST PER RESULT"),
          block(
            HEIGHTS.figures,
            h(
              View,
              { style: styles.figures },
              ...pdfCostFigures(opts.costs).map(([value, label]) =>
                h(View, { style: styles.figure }, h(Text, { style: styles.figureValue }, value), h(Text, { style: styles.figureLabel }, label)),
              ),
            ),
          ),
        ]
      : []),
    ...(opts.trend?.length ? [heading("OVER 12 MONTHS"), block(TREND_HEIGHT, trendCharts(opts.trend))] : []),
    ...(opts.appendPricing && data.report.show_pricing
      ? [block(HEIGHTS.pricing, h(Text, { style: styles.pricing }, "Pricing: see your plan for the rates of this report."))]
      : []),
    heading(`THE MODELS (${data.models.length})`),
    ...gridRows(data.models, MODELS_PER_ROW, HEIGHTS.modelRow, styles.modelRow, (model) =>
      h(
        View,
        { style: styles.model },
        picture(model.avatar, styles.avatar),
        h(
          View,
          { style: styles.modelText },
          h(Text, { style: styles.modelName }, model.name),
          h(
            Text,
            { style: styles.modelLine },
            model.instagram ? `@${model.instagram.handle} · ${number(model.instagram.number_of_followers)} followers` : "No instagram",
          ),
        ),
      ),
    ),
    heading(`POSTS (${data.posts.length})`),
    ...gridRows(data.posts, POSTS_PER_ROW, HEIGHTS.postRow, styles.postRow, (post) =>
      h(
        View,
        { style: styles.post },
        picture(post.thumbnail, styles.thumb),
        h(Text, { style: styles.postHandle }, `@${post.model.instagram?.handle ?? post.model.name}`),
        h(Text, { style: styles.postLine }, `${number(post.count_of_likes)} likes · ${number(post.count_of_comments)} comments`),
      ),
    ),
  ];
}

function reportDocument(data: ReportData, brand: PdfBrand, figures: ReportFigures, images: Map<string, SquareImage>, opts: PdfOptions): ReactElement {
  const frame = { brand, logo: brand.logo ? images.get(brand.logo) : undefined, label: reportMonth(data.report), note: data.report.title, side: PAGE.side };
  return h(
    Document,
    { title: data.report.title, author: brand.name },
    ...stackPages(reportBlocks(data, figures, images, opts), CONTENT.height).map((blocks) =>
      // `wrap` stays on, so a block taller than planned flows onto a further page instead of being clipped.
      h(Page, { size: "A4", orientation: "landscape", style: styles.page, wrap: true }, ...pageFrame(frame), ...blocks.map((b) => b.element)),
    ),
  );
}

/** Renders the report to `file` and returns its size in bytes. */
export async function renderReportPdf(data: ReportData, brand: PdfBrand, file: string, opts: PdfOptions): Promise<number> {
  const pictures = opts.compressed ? [] : [...data.models.map((m) => m.avatar), ...data.posts.map((p) => p.thumbnail)];
  const images = await squareImages([brand.logo, ...pictures], opts.imageFile);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await renderToFile(reportDocument(data, brand, reportFigures(data), images, opts), file);
  return (await fs.stat(file)).size;
}
