// The applicant export of the PDF service (docs/product/applicants.md#the-pdf): a portrait
// grid of one filter state's applicants — photo, name, Instagram handle, followers, and the
// stats by sex when the offer asks for them. Drawn with @react-pdf/renderer like the report,
// in the same frame: the brand's logo and name with the offer's title, and 'page N of M'.
import fs from "node:fs/promises";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { Document, Image, Page, StyleSheet, Text, View, renderToFile } from "@react-pdf/renderer";
import { FRAME_PADDING, pageFrame, pageStyle, type PdfBrand } from "../pdf-kit/page-frame";
import { rowsOf, stackPages, type Block } from "../pdf-kit/pages";
import { squareImages, type MediaImages, type SquareImage } from "../pdf-kit/square-images";

export type ExportApplicant = {
  name: string;
  sex: string;
  photo: string;
  instagram: { handle: string; number_of_followers: number } | null;
  stats: Record<string, unknown> | null;
};

export type ApplicantExport = {
  title: string;
  /** The offer's title, in every page's header. */
  offer: string;
  business: string;
  filter: string;
  date: string;
  statsRequired: boolean;
  applicants: ExportApplicant[];
};

const PAGE = { width: 595.28, height: 841.89, side: 32 };
const CONTENT = { width: PAGE.width - 2 * PAGE.side, height: PAGE.height - FRAME_PADDING.top - FRAME_PADDING.bottom };
/** Five applicants a row, each photo a square: four rows of the tallest cards fill a page, the first one too. */
const COLUMNS = 5;
const PHOTO_SIDE = 96;
const COLUMN_GAP = Math.floor((CONTENT.width - COLUMNS * PHOTO_SIDE) / (COLUMNS - 1));
const ROW_GAP = 10;
/** Each text is one line at most (longer ones end in an ellipsis), so a card's height is known before drawing. */
const LINE = { name: 9.5 * 1.25, small: 7.5 * 1.25, stat: 7 * 1.25 };
const HEIGHTS = { heading: 50, empty: 40 };

const styles = StyleSheet.create({
  page: pageStyle(PAGE.side, 10),
  heading: { height: HEIGHTS.heading },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  meta: { fontSize: 10, color: "#585f69" },
  row: { flexDirection: "row", columnGap: COLUMN_GAP },
  card: { width: PHOTO_SIDE },
  photo: { width: PHOTO_SIDE, height: PHOTO_SIDE, borderRadius: 4, backgroundColor: "#eef0f3" },
  name: { fontSize: 9.5, lineHeight: 1.25, fontFamily: "Helvetica-Bold", marginTop: 5, marginBottom: 2, maxLines: 1, textOverflow: "ellipsis" },
  small: { fontSize: 7.5, lineHeight: 1.25, color: "#3b4048", maxLines: 1, textOverflow: "ellipsis" },
  stats: { marginTop: 2 },
  stat: { fontSize: 7, lineHeight: 1.25, color: "#585f69", maxLines: 1, textOverflow: "ellipsis" },
  empty: { height: HEIGHTS.empty, paddingTop: 16, color: "#585f69" },
});

/** Follower counts abbreviated with k above 1,000 and m above 1,000,000 (docs/product/results.md#follower-counts). */
export function abbreviateCount(n: number): string {
  const short = (value: number, unit: string) => `${Number(value.toFixed(1))}${unit}`;
  if (n >= 1_000_000) return short(n / 1_000_000, "m");
  if (n >= 1_000) return short(n / 1_000, "k");
  return String(n);
}

const inches = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? `${Number.isInteger(v) ? v : v.toFixed(1)} in` : null);
const size = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : null);

/** Two stats share a line of a card when together they are this short (about 85 pt at 7 pt, within the 96 pt column). */
const LINE_CHARACTERS = 24;

/**
 * Stats shown by sex (docs/product/applicants.md#stats): f bust, hips, waist, dress; m shirt (collar, sleeve), suit,
 * inseam; as a card's lines, two stats to a line where they fit ('Bust 35 in · Hips 37 in').
 */
export function statsLines(sex: string, stats: Record<string, unknown> | null): string[] {
  const pairs: [string, string | null][] = !stats
    ? []
    : sex === "m"
      ? [
          ["Shirt (collar)", inches(stats.collar_size)],
          ["Shirt (sleeve)", inches(stats.sleeve_size)],
          ["Suit", size(stats.suit_size)],
          ["Inseam", inches(stats.inseam_size)],
        ]
      : [
          ["Bust", inches(stats.bust_size)],
          ["Hips", inches(stats.hips_size)],
          ["Waist", inches(stats.waist_size)],
          ["Dress", size(stats.dress_size)],
        ];
  const lines: string[] = [];
  for (const [label, value] of pairs) {
    if (value === null) continue;
    const stat = `${label} ${value}`;
    const last = lines.at(-1);
    if (last !== undefined && !last.includes(" · ") && `${last} · ${stat}`.length <= LINE_CHARACTERS) lines[lines.length - 1] = `${last} · ${stat}`;
    else lines.push(stat);
  }
  return lines.length ? lines : ["No stats yet."];
}

type ExportBlock = Block & { element: ReactElement };

/** The export as blocks of known heights (see pages.ts): its heading, then rows of five applicants. */
function exportBlocks(data: ApplicantExport, images: Map<string, SquareImage>): ExportBlock[] {
  const heading: ExportBlock = {
    height: HEIGHTS.heading,
    element: h(
      View,
      { style: styles.heading },
      h(Text, { style: styles.title }, data.title),
      h(
        Text,
        { style: styles.meta },
        `${data.business} · ${data.applicants.length} ${data.filter} applicant${data.applicants.length === 1 ? "" : "s"} · ${data.date}`,
      ),
    ),
  };
  if (data.applicants.length === 0) return [heading, { height: HEIGHTS.empty, element: h(Text, { style: styles.empty }, "No applicants here.") }];
  const cards = data.applicants.map((a) => {
    const account = a.instagram ? [`@${a.instagram.handle}`, `${abbreviateCount(a.instagram.number_of_followers)} followers`] : ["No instagram"];
    const stats = data.statsRequired ? statsLines(a.sex, a.stats) : [];
    const photo = images.get(a.photo);
    return {
      height: PHOTO_SIDE + 5 + LINE.name + 2 + account.length * LINE.small + (stats.length ? 2 + stats.length * LINE.stat : 0),
      element: h(
        View,
        { style: styles.card },
        photo ? h(Image, { src: photo, style: styles.photo }) : h(View, { style: styles.photo }),
        h(Text, { style: styles.name }, a.name),
        ...account.map((line) => h(Text, { style: styles.small }, line)),
        stats.length ? h(View, { style: styles.stats }, ...stats.map((line) => h(Text, { style: styles.stat }, line))) : null,
      ),
    };
  });
  return [
    heading,
    ...rowsOf(cards, COLUMNS).map((row) => {
      const height = Math.max(...row.map((card) => card.height));
      return { height: height + ROW_GAP, element: h(View, { style: [styles.row, { height, marginBottom: ROW_GAP }] }, ...row.map((card) => card.element)) };
    }),
  ];
}

function exportDocument(data: ApplicantExport, brand: PdfBrand, images: Map<string, SquareImage>): ReactElement {
  const frame = { brand, logo: brand.logo ? images.get(brand.logo) : undefined, label: data.offer, note: data.title, side: PAGE.side };
  return h(
    Document,
    { title: data.title, author: data.business },
    ...stackPages(exportBlocks(data, images), CONTENT.height).map((blocks) =>
      // `wrap` stays on, as in the report: a block taller than planned flows on instead of being clipped.
      h(Page, { size: "A4", orientation: "portrait", style: styles.page, wrap: true }, ...pageFrame(frame), ...blocks.map((b) => b.element)),
    ),
  );
}

/** Renders the export to `file` and returns its size in bytes. */
export async function renderApplicantsPdf(data: ApplicantExport, brand: PdfBrand, file: string, imageFile: MediaImages): Promise<number> {
  const images = await squareImages([brand.logo, ...data.applicants.map((a) => a.photo)], imageFile);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await renderToFile(exportDocument(data, brand, images), file);
  return (await fs.stat(file)).size;
}
