// Actions change data: each test works on the offers of a brand of its own (the "offers" kit:
// "Studio Session", "Studio Group", "Studio Booking", "Studio Pop-up").
import { apiAs, type Brand, expect, expectAccessible, signIn, test } from "./support/fixtures";

type Claim = { id: number; status: string; reserved_for: string | null; model: { name: string } };
type Offer = { id: number; subtitle: string; attendees: Claim[]; awaitings: Claim[]; groups: { id: number; status: string | null }[] };

async function offerNamed(brand: Brand, subtitle: string): Promise<Offer> {
  const api = await apiAs(brand);
  const { body } = await api.call<{ data: Offer[] }>("GET", `/businesses/${api.businessId}/deals/active`);
  const listed = body.data.find((o) => o.subtitle === subtitle);
  if (!listed) throw new Error(`no offer ${subtitle}`);
  // The offer with every claim (a list gives only the claims it shows).
  return (await api.call<{ data: Offer }>("GET", `/deals/${listed.id}`)).body.data;
}

/** yyyy-mm-dd in New York, `days` from now. */
function nyDate(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(Date.now() + days * 86_400_000));
}

test.use({ kit: ["offers"] });

test.describe("actions on offers", () => {
  test.beforeEach(async ({ page, brand }) => {
    await signIn(page, brand);
  });

  test("checking in a model, and the notice before the claim's window", async ({ page, brand }) => {
    const name = brand.offers.session!.subtitle;
    const offer = await offerNamed(brand, name);
    const [first, , later] = offer.attendees;
    await page.goto("/offers/active");
    await page.getByRole("article", { name }).getByRole("link", { name: "3 CLAIMS" }).click();
    const dialog = page.getByRole("dialog", { name: "3 CLAIMS" });
    await dialog.getByRole("button", { name: `Check in ${later!.model.name}` }).click();
    await expect(page.getByRole("dialog").getByText("Click this button to check in a model once your offer begins.")).toBeVisible();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: `Check in ${first!.model.name}` })
      .click();
    await expect(page.getByRole("dialog").getByText("The model is checked in.")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Checked in (1)" })).toBeVisible();
    await expectAccessible(page);
    const after = await offerNamed(brand, name);
    expect(after.attendees.find((a) => a.id === first!.id)!.status).toBe("used");
    expect(after.attendees.find((a) => a.id === later!.id)!.status).toBe("active");
  });

  test("a reservation's model can be checked in only around its own time, and the button says why not", async ({ page, brand }) => {
    const name = brand.offers.booking!.subtitle;
    const offer = await offerNamed(brand, name);
    const soon = offer.attendees.find((a) => a.reserved_for && Date.parse(a.reserved_for) - Date.now() < 3600_000)!;
    const later = offer.attendees.find((a) => a.reserved_for && Date.parse(a.reserved_for) - Date.now() > 2 * 3600_000)!;
    await page.goto("/offers/active");
    const schedule = page.getByRole("article", { name }).getByRole("region", { name: `Schedule of ${name}` });
    const closed = schedule.getByRole("button", { name: `Check in ${later.model.name}` });
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleDescription(/^Check-in for this reservation opens at \d{1,2}:\d{2} [AP]M on \w{3}, \w{3} \d{1,2}\.$/);
    await expect(schedule.getByText(/^Check-in for this reservation opens at/)).toBeVisible();
    await expectAccessible(page);
    await schedule.getByRole("button", { name: `Check in ${soon.model.name}` }).click();
    await expect(page.getByText("The model is checked in.")).toBeVisible();
    const after = await offerNamed(brand, name);
    expect(after.attendees.find((a) => a.id === soon.id)!.status).toBe("used");
    expect(after.attendees.find((a) => a.id === later.id)!.status).toBe("active");
  });

  test("cancelling a claim asks first", async ({ page, brand }) => {
    const name = brand.offers.session!.subtitle;
    const target = (await offerNamed(brand, name)).attendees[1]!;
    await page.goto("/offers/active");
    await page
      .getByRole("article", { name })
      .getByRole("link", { name: /CLAIMS$/ })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: `Cancel claim of ${target.model.name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Cancel Claim?" });
    await expect(confirm.getByRole("link", { name: "NO" })).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("The claim was cancelled.")).toBeVisible();
    expect((await offerNamed(brand, name)).attendees.map((a) => a.id)).not.toContain(target.id);
  });

  test("cancelling a group", async ({ page, brand }) => {
    const name = brand.offers.group!.subtitle;
    await page.goto("/offers/active");
    const card = page.getByRole("article", { name });
    await card.getByRole("link", { name: /^Cancel .*group$/ }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Group?" });
    await confirm.getByRole("link", { name: "NO" }).click();
    await expect(confirm).toHaveCount(0);
    await card.getByRole("link", { name: /^Cancel .*group$/ }).click();
    await page.getByRole("dialog", { name: "Cancel Group?" }).getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("The group was cancelled.")).toBeVisible();
    await expect(page.getByRole("article", { name }).getByText("Cancelled")).toBeVisible();
    expect((await offerNamed(brand, name)).groups[0]!.status).toBe("cancelled");
  });

  test("entering a reservation time checks the date, and a reservation can be cancelled", async ({ page, brand }) => {
    // Eight full loads of the Offers page without JS: more than the default budget on a busy machine.
    test.slow();
    const name = brand.offers.booking!.subtitle;
    const offer = await offerNamed(brand, name);
    const waiting = offer.awaitings[0]!;
    const reserved = offer.attendees.find((a) => a.reserved_for)!;
    await page.goto("/offers/active");
    const card = page.getByRole("article", { name });
    await card.getByRole("link", { name: `Enter time for ${waiting.model.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Enter reservation time" });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog").getByText("Please select a date.")).toBeVisible();
    await page.getByRole("dialog").getByLabel("Date").fill(nyDate(-1));
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog").getByText("Date must be in future.")).toBeVisible();
    await page.getByRole("dialog").getByLabel("Date").fill(nyDate(70));
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog").getByText("Pick a date within 60 days.")).toBeVisible();
    expect((await offerNamed(brand, name)).awaitings.map((a) => a.id)).toContain(waiting.id);
    await page.getByRole("dialog").getByLabel("Date").fill(nyDate(2));
    await page.getByRole("dialog").getByLabel("Hour").selectOption("8");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The reservation time was saved.")).toBeVisible();
    const saved = (await offerNamed(brand, name)).attendees.find((a) => a.id === waiting.id)!;
    expect(saved.reserved_for).not.toBeNull();

    await page
      .getByRole("article", { name })
      .getByRole("link", { name: `Cancel reservation of ${reserved.model.name}` })
      .click();
    await page.getByRole("dialog", { name: "Cancel Reservation?" }).getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("The reservation was cancelled.")).toBeVisible();
    expect((await offerNamed(brand, name)).awaitings.map((a) => a.id)).toContain(reserved.id);
  });

  test("cancelling an offer moves it to Past", async ({ page, brand }) => {
    const name = brand.offers.popup!.subtitle;
    await page.goto("/offers/active");
    await page
      .getByRole("article", { name })
      .getByRole("link", { name: /^Cancel Offer/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Cancel Offer?" });
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("The offer was cancelled.")).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    await page.goto("/offers/past");
    await expect(page.getByRole("article", { name }).getByText("CANCELED", { exact: true })).toBeVisible();
  });

  test("Demo Bistro's offers can't be changed from another brand", async ({ page, brand }) => {
    const demoApi = await apiAs();
    const { body } = await demoApi.call<{ data: Offer[] }>("GET", `/businesses/${demoApi.businessId}/deals/active`);
    const brunch = body.data.find((o) => o.subtitle === "Sunset Brunch")!;
    const brandApi = await apiAs(brand);
    expect((await brandApi.call("DELETE", `/deals/${brunch.id}`, {})).status).toBe(404);
    expect((await brandApi.call("POST", `/claims/${brunch.attendees[0]!.id}/check_in/`, {})).status).toBe(404);
    // The page's own forms: a posted id of another business gets the API's answer.
    await page.goto(`/offers/active?modal=cancel-offer&offer=${brunch.id}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
