import { describe, expect, it } from "vitest";
import { overviewFormSchema } from "~/lib/applicants/overview.schema";

describe("the applicant export", () => {
  it("tells the overview's two forms apart", () => {
    expect(overviewFormSchema.safeParse({ intent: "pdf", filter: "liked" }).success).toBe(true);
    expect(overviewFormSchema.safeParse({ intent: "pdf", filter: "maybe" }).success).toBe(false);
    expect(overviewFormSchema.safeParse({ intent: "finalize" }).success).toBe(true);
    expect(overviewFormSchema.safeParse({}).success).toBe(false);
  });
});
