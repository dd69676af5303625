// The applicant export of the PDF service (SPEC §2 Applicants, §7 Other services): a portrait
// list of one filter state's applicants — photo, name, Instagram handle, followers, and the
// stats by sex when the offer asks for them. Drawn with @react-pdf/renderer like the report.
import fs from "node:fs/promises";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { Document, Image, Page, StyleSheet, Text, View, renderToFile } from "@react-pdf/renderer";

export type ExportApplicant = {
  name: string;
  sex: string;
  photo: string;
  instagram: { handle: string; number_of_followers: number } | null;
  stats: Record<string, unknown> | null;
};

export type ApplicantExport = {
  title: string;
  business: string;
  filter: string;
  date: string;
  statsRequired: boolean;
  applicants: ExportApplicant[];
};

const styles = StyleSheet.create({
  page: { padding: 32, fontFamily: "Helvetica", fontSize: 10, color: "#15171a" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  meta: { fontSize: 10, color: "#585f69", marginBottom: 16 },
  row: { flexDirection: "row", alignItems: "center", paddingVertical: 8, borderBottomWidth: 1, borderBottomColor: "#e3e6ea" },
  photo: { width: 56, height: 70, objectFit: "cover", borderRadius: 4, marginRight: 12 },
  noPhoto: { width: 56, height: 70, borderRadius: 4, marginRight: 12, backgroundColor: "#f0f2f5" },
  name: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  line: { color: "#3b4048", marginBottom: 2 },
  stats: { color: "#585f69", fontSize: 9 },
  empty: { marginTop: 24, color: "#585f69" },
});

/** SPEC §9: follower counts abbreviated with k above 1,000 and m above 1,000,000. */
export function abbreviateCount(n: number): string {
  const short = (value: number, unit: string) => `${Number(value.toFixed(1))}${unit}`;
  if (n >= 1_000_000) return short(n / 1_000_000, "m");
  if (n >= 1_000) return short(n / 1_000, "k");
  return String(n);
}

const inches = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? `${Number.isInteger(v) ? v : v.toFixed(1)} in` : null);
const size = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : null);

/** SPEC §5 Stats shown by sex: f bust, hips, waist, dress; m shirt (collar, sleeve), suit, inseam. */
export function statsLine(sex: string, stats: Record<string, unknown> | null): string {
  if (!stats) return "No stats yet.";
  const lines: [string, string | null][] =
    sex === "m"
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
  const shown = lines.filter(([, v]) => v !== null).map(([label, v]) => `${label} ${v}`);
  return shown.length ? shown.join(" · ") : "No stats yet.";
}

function exportDocument(data: ApplicantExport, imageFile: (url: string) => string | null): ReactElement {
  return h(
    Document,
    { title: data.title, author: data.business },
    h(
      Page,
      { size: "A4", orientation: "portrait", style: styles.page, wrap: true },
      h(Text, { style: styles.title }, data.title),
      h(
        Text,
        { style: styles.meta },
        `${data.business} · ${data.applicants.length} ${data.filter} applicant${data.applicants.length === 1 ? "" : "s"} · ${data.date}`,
      ),
      data.applicants.length === 0 ? h(Text, { style: styles.empty }, "No applicants here.") : null,
      ...data.applicants.map((a, i) => {
        const file = imageFile(a.photo);
        return h(
          View,
          { style: styles.row, key: `a${i}`, wrap: false },
          file ? h(Image, { src: file, style: styles.photo }) : h(View, { style: styles.noPhoto }),
          h(
            View,
            null,
            h(Text, { style: styles.name }, a.name),
            h(
              Text,
              { style: styles.line },
              a.instagram ? `@${a.instagram.handle} · ${abbreviateCount(a.instagram.number_of_followers)} followers` : "No instagram",
            ),
            data.statsRequired ? h(Text, { style: styles.stats }, statsLine(a.sex, a.stats)) : null,
          ),
        );
      }),
    ),
  );
}

/** Renders the export to `file` and returns its size in bytes. */
export async function renderApplicantsPdf(data: ApplicantExport, file: string, imageFile: (url: string) => string | null): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await renderToFile(exportDocument(data, imageFile), file);
  return (await fs.stat(file)).size;
}
