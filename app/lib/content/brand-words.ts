// A brand's own disclosure words, as Profile → Content takes them: a text area, one word a line.
// The API holds the same bounds (MAX_BRAND_WORDS, MAX_WORD_LENGTH); the page says which line
// breaks one, so the brand finds it among twenty.
import { MAX_BRAND_WORDS, MAX_WORD_LENGTH } from "../../../contract/content";

/** The words of the text area: each line trimmed, empty lines left out. */
export function brandWordsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Why the text area can't be saved, naming the first bad line as the brand counts them; null when it can. */
export function brandWordsProblem(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const word = raw.trim();
    const length = Array.from(word).length;
    if (length > MAX_WORD_LENGTH) {
      const shown = length > 20 ? `${Array.from(word).slice(0, 20).join("")}…` : word;
      return `Line ${i + 1} ("${shown}") is ${length} characters long: a word can be at most ${MAX_WORD_LENGTH}.`;
    }
  }
  const count = brandWordsOf(text).length;
  if (count > MAX_BRAND_WORDS) return `At most ${MAX_BRAND_WORDS} words of your own, one a line: there are ${count}.`;
  return null;
}

/** The text area's value for the saved words. */
export const brandWordsText = (words: readonly string[]) => words.join("\n");
