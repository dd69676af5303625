// The applicant export (docs/product/applicants.md#the-pdf): where its file is served and how
// long its share link lasts. The overview's forms are overview.schema.ts; the file's name comes
// from ~/lib/exports/filename.

/** A generated file's id, as the API makes them (unguessable, base64url). */
export const FILE_ID = /^[A-Za-z0-9_-]{10,100}$/;

/** The export's file URL of the API ({apiPublicUrl}/files/{id}) as the web tool's /files route. */
export function webFilePath(apiFileUrl: string | undefined): string | null {
  if (!apiFileUrl) return null;
  try {
    const id = /^\/files\/([^/]+)$/.exec(new URL(apiFileUrl).pathname)?.[1];
    return id && FILE_ID.test(id) ? `/files/${id}` : null;
  } catch {
    return null;
  }
}

/** The id in a web tool's file path (`/files/{id}`), for the form that renews its link. */
export const fileIdOf = (filePath: string) => filePath.replace(/^\/files\//, "");

const HOUR = 3_600_000;

/**
 * How long a renewed link still works, in the words of the PDF's own link ('expires in 7 days'):
 * a renewed link ends with its file, 7 days after the export (docs/product/applicants.md#renewing-the-link).
 */
export function expiresIn(expiresAt: string, now: Date): string {
  const hours = (new Date(expiresAt).getTime() - now.getTime()) / HOUR;
  if (!(hours >= 24)) return "expires within a day";
  const days = Math.ceil(hours / 24);
  return `expires in ${days} ${days === 1 ? "day" : "days"}`;
}
