import { describe, expect, it } from "vitest";
import { foldCaption } from "~/lib/content/caption";

describe("the caption's fold", () => {
  it("shows 125 characters before Instagram's more, an emoji counted as one", () => {
    const caption = `${"🍳".repeat(124)}ab and the rest`;
    expect(foldCaption(caption)).toEqual({ shown: `${"🍳".repeat(124)}a`, hidden: "b and the rest" });
  });

  it("hides nothing of a short caption", () => {
    expect(foldCaption("short\nand sweet")).toEqual({ shown: "short\nand sweet", hidden: "" });
    expect(foldCaption("x".repeat(125))).toEqual({ shown: "x".repeat(125), hidden: "" });
  });
});
