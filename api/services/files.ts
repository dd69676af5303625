// Generated files (PDFs) in DATA_DIR/files, served by an unguessable id until they expire
// (GET /files/:id).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db";
import { files } from "../db/schema";
import { LINK_TTL_DAYS } from "./links";

/** Generated files live as long as the short links to them (SPEC §9: 7 days). */
export const FILE_TTL_DAYS = LINK_TTL_DAYS;

/** A fresh unguessable id and the path to render a new PDF to. */
export function newPdfFile(dataDir: string) {
  const id = randomBytes(18).toString("base64url");
  return { id, file: path.join(path.resolve(dataDir, "files"), `${id}.pdf`) };
}

/** Records a rendered PDF; returns its public URL. */
export async function saveFile(
  db: Db,
  apiPublicUrl: string,
  stored: { id: string; file: string; size: number; filename: string; businessId: number },
  now = new Date(),
) {
  await db.insert(files).values({
    id: stored.id,
    businessId: stored.businessId,
    filename: stored.filename,
    contentType: "application/pdf",
    path: stored.file,
    size: stored.size,
    expiresAt: new Date(now.getTime() + FILE_TTL_DAYS * 86_400_000),
  });
  return `${apiPublicUrl}/files/${stored.id}`;
}

/** An unexpired file whose bytes are still there, or null. */
export async function findLiveFile(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), gt(files.expiresAt, new Date())));
  return row && fs.existsSync(row.path) ? row : null;
}

/** `name` (else `fallback`) as a PDF file name of characters safe in a header; `empty` when nothing is left. */
export function pdfFilename(name: string | undefined, fallback: string, empty: string) {
  const base = (name || fallback)
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, "")
    .trim()
    .slice(0, 100);
  return `${base || empty}.pdf`;
}
