import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { CHOOSE_ONE, mediaActionSchema } from "~/lib/profile/media.schema";
import { errorsOf, form } from "../../../support/forms";

describe("media forms", () => {
  it("needs at least one Instagram image chosen", () => {
    const none = parseWithZod(form({ intent: "add-instagram" }), { schema: mediaActionSchema });
    expect(errorsOf(none)).toMatchObject({ ids: [CHOOSE_ONE] });
    const some = parseWithZod(form({ intent: "add-instagram", ids: ["3", "4"] }), { schema: mediaActionSchema });
    expect(some.status === "success" && some.value).toEqual({ intent: "add-instagram", ids: [3, 4] });
  });

  it("reads moves and drag orders", () => {
    const move = parseWithZod(form({ intent: "move", id: "3", direction: "up" }), { schema: mediaActionSchema });
    expect(move.status === "success" && move.value).toEqual({ intent: "move", id: 3, direction: "up" });
    const sort = parseWithZod(form({ intent: "sort", order: "3,1,2" }), { schema: mediaActionSchema });
    expect(sort.status === "success" && sort.value).toEqual({ intent: "sort", order: [3, 1, 2] });
    expect(parseWithZod(form({ intent: "sort", order: "3,x" }), { schema: mediaActionSchema }).status).toBe("error");
  });
});
