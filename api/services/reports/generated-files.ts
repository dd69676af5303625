// Generated files (PDFs) in the file store (`files/<id>.pdf`: DATA_DIR/files or the bucket), served
// by an unguessable id until they expire (GET /files/:id).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db";
import { files } from "../../db/schema";
import { LINK_TTL_DAYS } from "./short-links";
import { pdfKey, type FileStore } from "../../adapters/storage";

/** Generated files live as long as the short links to them: 7 days (docs/product/results.md#short-links). */
export const FILE_TTL_DAYS = LINK_TTL_DAYS;

/** A file's unguessable id: 144 random bits (24 base64url characters), the only key to it. */
export const newFileId = () => randomBytes(18).toString("base64url");

/** A fresh unguessable id and the local file to render a new PDF to (saveFile stores it, then deletes it). */
export function newPdfFile(dataDir: string) {
  const id = newFileId();
  return { id, file: path.join(path.resolve(dataDir, "tmp"), `${id}.pdf`) };
}

/** Stores a rendered PDF and records it (`path` holds its storage key); returns its public URL. */
export async function saveFile(
  db: Db,
  storage: FileStore,
  apiPublicUrl: string,
  stored: { id: string; file: string; size: number; filename: string; businessId: number },
  now = new Date(),
) {
  const key = pdfKey(stored.id);
  await storage.put(key, { file: stored.file }, "application/pdf");
  await fs.promises.rm(stored.file, { force: true });
  await db.insert(files).values({
    id: stored.id,
    businessId: stored.businessId,
    filename: stored.filename,
    contentType: "application/pdf",
    path: key,
    size: stored.size,
    expiresAt: new Date(now.getTime() + FILE_TTL_DAYS * 86_400_000),
  });
  return `${apiPublicUrl}/files/${stored.id}`;
}

/** The storage key of a file's row; rows from before the file store held the file's local path. */
export const fileKey = (rowPath: string) => (path.isAbsolute(rowPath) ? `files/${path.basename(rowPath)}` : rowPath);

/** An unexpired file and its bytes (a stream), or null. */
export async function openLiveFile(db: Db, storage: FileStore, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), gt(files.expiresAt, new Date())));
  const found = row ? await storage.get(fileKey(row.path)) : null;
  return row && found && !found.notModified ? { row, body: found.body } : null;
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
