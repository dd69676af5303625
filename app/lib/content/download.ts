// "Download selected" in the content library: the posts a brand chose, as the query of
// /content/download carries them (one `post` for each, as a form of checkboxes sends them).
import { MAX_ZIP_POSTS } from "../../../contract/content";

/** The ids, or why not, and how many posts the query named (0: none was chosen). */
export type ChosenPosts = { posts: number[] } | { error: string; named: number };

/** The chosen posts' ids, each once, or the sentence that says what is wrong with the choice. */
export function chosenPosts(params: URLSearchParams): ChosenPosts {
  const given = params.getAll("post").map((value) => value.trim());
  if (!given.length) return { error: "Choose at least one post to download.", named: 0 };
  if (given.some((value) => !/^\d{1,9}$/.test(value)))
    return { error: "Some of the chosen posts are not posts of the library. Please choose again.", named: given.length };
  const posts = [...new Set(given.map(Number))];
  if (posts.length > MAX_ZIP_POSTS) return { error: `Choose at most ${MAX_ZIP_POSTS} posts to download at once.`, named: posts.length };
  return { posts };
}
