import { describe, expect, it } from "vitest";
import { postDueLabel, postsDueRows } from "~/lib/posts/due";

describe("posts due, in words", () => {
  it("says days left, today, and days overdue", () => {
    expect(postDueLabel({ state: "due", days: 0 })).toBe("Post due today");
    expect(postDueLabel({ state: "due", days: 1 })).toBe("Post due in 1 day");
    expect(postDueLabel({ state: "due", days: 6 })).toBe("Post due in 6 days");
    expect(postDueLabel({ state: "overdue", days: 1 })).toBe("Post overdue by 1 day");
    expect(postDueLabel({ state: "overdue", days: 38 })).toBe("Post overdue by 38 days");
  });

  it("writes the visit's day in the offer's zone and links to the list that shows the offer", () => {
    const [row] = postsDueRows({
      rows: [
        {
          claim_id: 7,
          offer: { id: 3, title: "Valentine's Dinner", type: "reservation_required", tab: "past" },
          model: { id: 1, name: "Aria Haddad", avatar: "/a.jpg" },
          timezone: "America/New_York",
          post_due: { state: "overdue", due_on: "2026-10-19", days: 38, completed_at: "2026-10-13T02:00:00.000Z" },
        },
      ],
      more: 0,
    });
    expect(row).toEqual({
      claimId: 7,
      model: "Aria Haddad",
      avatar: "/a.jpg",
      offer: "Valentine's Dinner",
      visited: "Mon, Oct 12",
      label: "Post overdue by 38 days",
      overdue: true,
      href: "/offers/past?modal=claims&offer=3",
    });
  });
});
