import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { step3Schema } from "~/lib/wizard/step3.schema";

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
}

function errors(result: { status?: string; error?: Record<string, string[] | null> | null }) {
  return Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

describe("step 3 and social data", () => {
  it("needs at least one image", () => {
    expect(errors(parseWithZod(form({}), { schema: step3Schema })).images).toBe("Have to choose at least one image");
    const ok = parseWithZod(form({ images: ["4", "4"], social_mentions: "@demo, demo  @Other", social_hashtags: "#brunch ## #Brunch" }), {
      schema: step3Schema,
    });
    expect(ok.status === "success" && ok.value).toMatchObject({ images: [4], social_mentions: ["demo", "Other"], social_hashtags: ["brunch"] });
  });
});
