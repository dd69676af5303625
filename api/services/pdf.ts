// The PDF service of SPEC §4/§7: a landscape report (title, period, figures, models, post
// thumbnails) drawn with @react-pdf/renderer, written straight to DATA_DIR/files.
import fs from "node:fs/promises";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { Document, Image, Page, StyleSheet, Text, View, renderToFile } from "@react-pdf/renderer";
import type { ReportData } from "./reports";

/** SPEC §9: a PDF over 25 MB is mailed (compressed) instead of linked. */
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

const styles = StyleSheet.create({
  page: { padding: 28, fontFamily: "Helvetica", fontSize: 9, color: "#15171a" },
  title: { fontSize: 22, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  period: { fontSize: 11, color: "#585f69", marginBottom: 14 },
  section: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 8, letterSpacing: 1 },
  figures: { flexDirection: "row", gap: 10 },
  figure: { flexGrow: 1, flexBasis: 0, padding: 8, borderRadius: 6, backgroundColor: "#f6f7f9" },
  figureValue: { fontSize: 16, fontFamily: "Helvetica-Bold" },
  figureLabel: { fontSize: 8, color: "#585f69", marginTop: 2 },
  grid: { flexDirection: "row", flexWrap: "wrap" },
  model: { width: "33.33%", flexDirection: "row", alignItems: "center", paddingVertical: 4, paddingRight: 8 },
  avatar: { width: 26, height: 26, borderRadius: 13, marginRight: 6 },
  post: { width: "16.66%", padding: 3 },
  thumb: { width: "100%", height: 80, objectFit: "cover", borderRadius: 4 },
  postText: { fontSize: 7, color: "#585f69", marginTop: 2 },
});

const number = (n: number) => n.toLocaleString("en-US");
const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export type PdfOptions = {
  /** Absolute path of a /media URL's file, or null when it should be left out. */
  imageFile: (mediaUrl: string) => string | null;
  /** The compressed version leaves thumbnails out. */
  compressed?: boolean;
  appendPricing?: boolean;
};

function reportDocument(data: ReportData, figures: ReportFigures, opts: PdfOptions): ReactElement {
  const image = (url: string, style: (typeof styles)["thumb"] | (typeof styles)["avatar"]) => {
    const file = opts.compressed ? null : opts.imageFile(url);
    return file ? h(Image, { src: file, style }) : null;
  };
  const figureItems: [string, number][] = [
    ["Total posts", figures.posts],
    ["Likes", figures.likes],
    ["Comments", figures.comments],
    ["Organic campaigns", figures.organic],
    ["Viewers reached", figures.reach],
  ];
  return h(
    Document,
    { title: data.report.title, author: "Brand Tool" },
    h(
      Page,
      { size: "A4", orientation: "landscape", style: styles.page, wrap: true },
      h(Text, { style: styles.title }, data.report.title),
      h(Text, { style: styles.period }, `${day(data.report.date_from)} – ${day(data.report.date_to)}`),
      h(Text, { style: styles.section }, "INSTAGRAM ACTION"),
      h(
        View,
        { style: styles.figures },
        ...figureItems.map(([label, value]) =>
          h(View, { style: styles.figure, key: label }, h(Text, { style: styles.figureValue }, number(value)), h(Text, { style: styles.figureLabel }, label)),
        ),
      ),
      opts.appendPricing && data.report.show_pricing ? h(Text, { style: styles.period }, "Pricing: see your plan for the rates of this report.") : null,
      h(Text, { style: styles.section }, `THE MODELS (${data.models.length})`),
      h(
        View,
        { style: styles.grid },
        ...data.models.map((model) =>
          h(
            View,
            { style: styles.model, key: `m${model.id}`, wrap: false },
            image(model.avatar, styles.avatar),
            h(Text, null, `${model.name}${model.instagram ? `  @${model.instagram.handle} · ${number(model.instagram.number_of_followers)} followers` : ""}`),
          ),
        ),
      ),
      h(Text, { style: styles.section, break: data.models.length > 30 }, `POSTS (${data.posts.length})`),
      h(
        View,
        { style: styles.grid },
        ...data.posts.map((post) =>
          h(
            View,
            { style: styles.post, key: `p${post.id}`, wrap: false },
            image(post.thumbnail, styles.thumb),
            h(Text, { style: styles.postText }, `@${post.model.instagram?.handle ?? post.model.name} · ${number(post.count_of_likes)} likes · ${number(post.count_of_comments)} comments`),
          ),
        ),
      ),
    ),
  );
}

/** Renders the report to `file` and returns its size in bytes. */
export async function renderReportPdf(data: ReportData, file: string, opts: PdfOptions): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await renderToFile(reportDocument(data, reportFigures(data), opts) as never, file);
  return (await fs.stat(file)).size;
}
