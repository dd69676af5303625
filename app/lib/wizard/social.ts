// Social mentions and hashtags (docs/product/wizard.md#media): a leading @ or # is dropped; blanks and
// duplicates (in any case) are ignored; the first spelling is kept.
export function cleanSocial(input: string | string[] | undefined | null): string[] {
  const items = (Array.isArray(input) ? input : [input ?? ""]).flatMap((text) => text.split(/[\s,]+/));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const value = raw
      .trim()
      .replace(/^[@#]+/, "")
      .trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
