import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { agreementMessage, introSchema } from "~/lib/billing/intro.schema";
import { form } from "../../../support/forms";

const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === "success" ? {} : submission.error);

describe("the billing intro form", () => {
  it("needs the email and the agreement ticked", () => {
    expect(parseWithZod(form({ email: " billing@brand.com ", agreement: "on" }), { schema: introSchema })).toMatchObject({
      status: "success",
      value: { email: "billing@brand.com", agreement: true },
    });
    expect(errorsOf(parseWithZod(form({ email: "billing@brand.com" }), { schema: introSchema }))).toEqual({ agreement: [agreementMessage] });
    expect(errorsOf(parseWithZod(form({ agreement: "on" }), { schema: introSchema }))).toEqual({ email: ["Enter your billing email."] });
    expect(errorsOf(parseWithZod(form({ email: "nope", agreement: "on" }), { schema: introSchema }))).toEqual({ email: ["Enter a valid email address."] });
  });
});
