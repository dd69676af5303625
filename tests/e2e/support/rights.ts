// A brand's posts and its requests for rights, through the API as the brand, and the link the
// model's mail carries (read from the outbox): for the rights page's tests and for the checks of
// every page (valid HTML, a text browser, Cache-Control) that need a live link.
import type { RightsTerms } from "../../../contract/content";
import { apiAs, type Brand, expect } from "./fixtures";
import { mailWith } from "./outbox";

export type Post = { id: number; post_url: string; model: { name: string } };

/** The brand's posts, newest first: each of the content kit's seven is another model's. */
export async function postsOf(brand: Brand): Promise<Post[]> {
  const api = await apiAs(brand);
  const { body } = await api.call<{ data: { posts: Post[] } }>("GET", "/content?limit=7");
  return body.data.posts;
}

/** Asks the post's model for rights as the brand: the request's id, and the path and token of the link the model's mail carries. */
export async function askRights(brand: Brand, post: Post, terms: RightsTerms = { uses: ["repost"], term: "30d", fee_cents: null, note: null }) {
  const api = await apiAs(brand);
  const asked = await api.call<{ data: { requests: { id: number }[] } }>("POST", "/content/rights", { post_ids: [post.id], ...terms });
  expect(asked.status, "the API asks for the rights").toBe(201);
  const mail = await mailWith(`Hello ${post.model.name},`, `${brand.name} would like to use one of your posts`);
  const link = new URL(/https?:\/\/\S+\/rights\/[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  return { id: asked.body.data.requests[0]!.id, path: link.pathname, token: link.pathname.split("/").pop()! };
}
