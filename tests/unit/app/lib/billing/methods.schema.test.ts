import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { methodsSchema } from "~/lib/billing/methods.schema";
import { form } from "../../../support/forms";

const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === "success" ? {} : submission.error);

describe("the methods page forms", () => {
  it("are told apart by intent", () => {
    expect(parseWithZod(form({ intent: "set-default", source: "card_1" }), { schema: methodsSchema })).toMatchObject({
      status: "success",
      value: { intent: "set-default", source: "card_1" },
    });
    expect(errorsOf(parseWithZod(form({ intent: "start-plan", frequency: "monthly" }), { schema: methodsSchema }))).toEqual({ plan: ["Choose a plan."] });
    expect(errorsOf(parseWithZod(form({ intent: "update-email", email: "" }), { schema: methodsSchema }))).toEqual({ email: ["Enter your billing email."] });
  });
});
