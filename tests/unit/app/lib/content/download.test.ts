import { describe, expect, it } from "vitest";
import { chosenPosts } from "~/lib/content/download";

const query = (...posts: string[]) => new URLSearchParams(posts.map((post) => ["post", post]));

describe("the posts chosen to download", () => {
  it("are the ids the query names, each once", () => {
    expect(chosenPosts(query("12", "7", "12"))).toEqual({ posts: [12, 7] });
  });

  it("must be at least one", () => {
    expect(chosenPosts(new URLSearchParams("other=1"))).toEqual({ error: "Choose at least one post to download.", named: 0 });
  });

  it("must all be ids", () => {
    for (const bad of ["", "x", "1.5", "-3", "1234567890"]) expect(chosenPosts(query("1", bad)), bad).toHaveProperty("error");
  });

  it("are at most 1000", () => {
    const many = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    expect(chosenPosts(query(...many))).toEqual({ error: "Choose at most 1000 posts to download at once.", named: 1001 });
    expect(chosenPosts(query(...many.slice(0, 1000)))).toHaveProperty("posts");
  });
});
