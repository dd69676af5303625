// Where Instagram folds a caption: the part shown before "more" and the rest. The fold counts
// characters as a person does (an emoji is one), as the disclosure check does (contract/content.ts).
// Pure: the post's page marks the fold with it.
import { CAPTION_FOLD } from "../../../contract/content";

export type FoldedCaption = { shown: string; hidden: string };

/** The caption's first CAPTION_FOLD characters, and what Instagram keeps behind "more" (empty when nothing is). */
export function foldCaption(caption: string): FoldedCaption {
  const characters = Array.from(caption);
  return { shown: characters.slice(0, CAPTION_FOLD).join(""), hidden: characters.slice(CAPTION_FOLD).join("") };
}
