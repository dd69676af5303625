// The applicant export (SPEC §2 Applicants, §7 PDF service): where its file is served. The
// overview's forms are overview.schema.ts; the file's name comes from ~/lib/exports/filename.

/** The export's file URL of the API ({apiPublicUrl}/files/{id}) as the web tool's /files route. */
export function webFilePath(apiFileUrl: string | undefined): string | null {
  if (!apiFileUrl) return null;
  try {
    const match = /^\/files\/([A-Za-z0-9_-]{10,100})$/.exec(new URL(apiFileUrl).pathname);
    return match ? `/files/${match[1]}` : null;
  } catch {
    return null;
  }
}
