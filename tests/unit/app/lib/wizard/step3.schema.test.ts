import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { step3Schema } from "~/lib/wizard/step3.schema";
import { errors, form } from "../../../support/forms";

describe("step 3 and social data", () => {
  it("needs at least one image", () => {
    expect(errors(parseWithZod(form({}), { schema: step3Schema })).images).toBe("Have to choose at least one image");
    const ok = parseWithZod(form({ images: ["4", "4"], social_mentions: "@demo, demo  @Other", social_hashtags: "#brunch ## #Brunch" }), {
      schema: step3Schema,
    });
    expect(ok.status === "success" && ok.value).toMatchObject({ images: [4], social_mentions: ["demo", "Other"], social_hashtags: ["brunch"] });
  });
});
