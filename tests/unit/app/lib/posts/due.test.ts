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
          model: { id: 1, name: "Aria Haddad", avatar: "/a.jpg", profile_url: "https://instagram.com/aria" },
          timezone: "America/New_York",
          post_due: { state: "overdue", due_on: "2026-10-19", days: 38, completed_at: "2026-10-13T02:00:00.000Z", reminded_at: null, remindable: true },
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
      offerId: 3,
      postsHref: "https://instagram.com/aria",
      reminded: null,
      remindable: true,
    });
  });

  it("says when the model was reminded, in the offer's zone, and shows Remind as the API says", () => {
    const data = (remindable: boolean) => ({
      rows: [
        {
          claim_id: 7,
          offer: { id: 3, title: "Spring Brunch", type: "timed", tab: "past" as const },
          model: { id: 1, name: "Aria Haddad", avatar: "/a.jpg", profile_url: null },
          timezone: "America/New_York",
          post_due: {
            state: "due" as const,
            due_on: "2026-11-30",
            days: 3,
            completed_at: "2026-11-23T18:00:00.000Z",
            reminded_at: "2026-11-25T01:14:00.000Z",
            remindable,
          },
        },
      ],
      more: 0,
    });
    // 8:14 PM on Tuesday in New York is 01:14 on Wednesday in UTC.
    const [recent] = postsDueRows(data(false));
    expect([recent!.reminded, recent!.remindable]).toEqual(["Reminded Tue 8:14 PM", false]);
    expect(postsDueRows(data(true))[0]!.remindable).toBe(true);
  });
});
