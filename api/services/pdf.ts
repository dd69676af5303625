// The PDF service of SPEC §4/§7: a landscape report (title, period, figures, models, post
// thumbnails) drawn with @react-pdf/renderer, written straight to DATA_DIR/files.
import fs from "node:fs/promises";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToFile } from "@react-pdf/renderer";
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

// Names, handles and figures are never hyphenated: skipping the syllable search makes laying
// out the big report's 750 captions several times faster.
Font.registerHyphenationCallback((word) => [word]);

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

/**
 * Items per page. react-pdf paginates a long wrapping page by laying the rest out again after
 * every break, which made the big report (250 models, 400 posts) take 7.5 s; pages cut here to
 * what fits take a single layout each. `wrap` stays on, so an unexpectedly tall item still
 * flows onto a further page instead of being clipped.
 */
export const PDF_PAGE_ITEMS = { firstModels: 27, models: 42, firstPosts: 24, posts: 30 };

/** `items` cut into pages: `first` on the first page, `rest` on each of the others. */
export function pageChunks<T>(items: T[], first: number, rest: number): T[][] {
  const chunks = [items.slice(0, first)];
  for (let i = first; i < items.length; i += rest) chunks.push(items.slice(i, i + rest));
  return chunks;
}

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
  const page = (key: string, ...children: unknown[]) =>
    h(Page, { key, size: "A4", orientation: "landscape", style: styles.page, wrap: true }, ...(children as ReactElement[]));
  /** A grid of cards (models' avatars or posts' thumbnails), each an image and a caption, kept whole on a page. */
  const grid = <T>(items: T[], kind: "model" | "post", card: (item: T) => [id: number, picture: string, caption: string]) =>
    h(
      View,
      { style: styles.grid },
      ...items.map((item) => {
        const [id, picture, caption] = card(item);
        const [pictureStyle, captionStyle] = kind === "model" ? [styles.avatar, null] : [styles.thumb, { style: styles.postText }];
        return h(View, { style: styles[kind], key: `${kind}${id}`, wrap: false }, image(picture, pictureStyle), h(Text, captionStyle, caption));
      }),
    );
  const modelGrid = (models: ReportData["models"]) =>
    grid(models, "model", (model) => [
      model.id,
      model.avatar,
      `${model.name}${model.instagram ? `  @${model.instagram.handle} · ${number(model.instagram.number_of_followers)} followers` : ""}`,
    ]);
  const postGrid = (posts: ReportData["posts"]) =>
    grid(posts, "post", (post) => [
      post.id,
      post.thumbnail,
      `@${post.model.instagram?.handle ?? post.model.name} · ${number(post.count_of_likes)} likes · ${number(post.count_of_comments)} comments`,
    ]);
  const [firstModels = [], ...moreModels] = pageChunks(data.models, PDF_PAGE_ITEMS.firstModels, PDF_PAGE_ITEMS.models);
  const [firstPosts = [], ...morePosts] = pageChunks(data.posts, PDF_PAGE_ITEMS.firstPosts, PDF_PAGE_ITEMS.posts);
  return h(
    Document,
    { title: data.report.title, author: "Brand Tool" },
    page(
      "summary",
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
      modelGrid(firstModels),
    ),
    ...moreModels.map((models, i) => page(`models${i}`, modelGrid(models))),
    page("posts", h(Text, { style: styles.section }, `POSTS (${data.posts.length})`), postGrid(firstPosts)),
    ...morePosts.map((posts, i) => page(`posts${i}`, postGrid(posts))),
  );
}

/** Renders the report to `file` and returns its size in bytes. */
export async function renderReportPdf(data: ReportData, file: string, opts: PdfOptions): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await renderToFile(reportDocument(data, reportFigures(data), opts), file);
  return (await fs.stat(file)).size;
}
