// The team (docs/product/accounts.md#the-team-page): the owner invites a person by email from Profile → Team, the person joins
// through the mail's link by choosing a username and password, signs in and lands where their
// role belongs; the owner changes the role and removes the seat, which ends its sessions at once.
import type { Browser, Page } from "@playwright/test";
import { apiAs, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";
import { mailTo } from "./support/outbox";

/** A browser of the invited person's own, set up like the project's. */
async function personPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    javaScriptEnabled: use.javaScriptEnabled,
  });
  return context.newPage();
}

test("a door seat joins by the mail's link and lands on the door list; the owner makes it a manager, then removes it", async ({ page, brand, browser }) => {
  test.setTimeout(90_000);
  // Usernames are unique across the server, which every project of the run shares: the test brand's is.
  const username = `${brand.username}-robin`;
  const email = `robin@${brand.username}.example.com`;
  const password = "door-pass-1234";

  await signIn(page, brand);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/profile\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  const seats = page.getByRole("list", { name: "Seats" });
  await expect(seats.getByRole("listitem").first()).toContainText("Owner");

  const invite = page.getByRole("region", { name: "Invite a person" });
  await invite.getByLabel("Name").fill("Robin Door");
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Role").selectOption("door");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to Robin Door (${email}).`);
  await expect(page.getByRole("list", { name: "Invitations" }).getByRole("listitem").filter({ hasText: email })).toContainText("Door · expires");
  // A new, empty form for the next invitation.
  await expect(invite.getByLabel("Email")).toHaveValue("");
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The invitation's mail carries the join page's link.
  const mail = await mailTo(email);
  expect(mail).toContain(`Hello Robin Door,`);
  const link = new URL(/https?:\/\/\S+\/team\/join\/\S+/.exec(mail)![0]);

  const person = await personPage(browser);
  await person.goto(link.pathname);
  await expect(person.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  // The link was read as the page opened: whose invitation it is.
  await expect(person.getByText(`${brand.name} invites Robin Door (${email}) as door staff.`)).toBeVisible();
  await expectAccessible(person);
  await expectFitsPhone(person);
  // The two passwords must match; nothing is made until they do.
  await person.getByLabel("Username").fill(username);
  await person.getByLabel("Password", { exact: true }).fill(password);
  await person.getByLabel("Password again").fill("something-else");
  await person.getByRole("button", { name: "Join" }).click();
  await expect(person.getByText("The two passwords differ.")).toBeVisible();
  await expect(person.getByLabel("Username")).toHaveValue(username);
  await person.getByLabel("Password", { exact: true }).fill(password);
  await person.getByLabel("Password again").fill(password);
  await person.getByRole("button", { name: "Join" }).click();

  // Joined: the sign-in page, their username filled in.
  await expect(person).toHaveURL(/\/login$/);
  await expect(person.getByRole("status")).toHaveText("Your seat is ready. Sign in with your new username.");
  await expect(person.getByLabel("Username")).toHaveValue(username);
  await person.getByLabel("Password").fill(password);
  await person.getByRole("button", { name: "Sign in" }).click();
  await expect(person).toHaveURL(/\/door$/);
  await expect(person.getByRole("heading", { level: 1, name: "Door list" })).toBeVisible();

  // The link worked once: opened again, it says so at once (invitation-links below).
  const again = await personPage(browser);
  expect((await again.goto(link.pathname))!.status()).toBe(410);
  await expect(again.getByRole("status")).toContainText("This invitation link has been used already.");
  await expect(again.getByLabel("Username")).toHaveCount(0);
  await again.context().close();

  // The owner sees the seat, and makes it a manager: its next page has the manager's navigation.
  await page.goto("/profile/team");
  await expect(page.getByRole("list", { name: "Invitations" })).toHaveCount(0);
  const seat = seats.getByRole("listitem").filter({ hasText: username });
  await expect(seat).toContainText("Door · joined");
  await seat.getByLabel("Role of Robin Door").selectOption("manager");
  await seat.getByRole("button", { name: "Save the role of Robin Door" }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed: Robin Door is now a manager.");
  await expect(seat).toContainText("Manager · joined");
  await person.goto("/offers/active");
  await expect(person).toHaveURL(/\/offers\/active$/);
  await expect(person.getByRole("heading", { level: 1 })).toBeVisible();

  // Removing asks first; then the seat's sessions end: its next page is the sign-in.
  await seat.getByRole("link", { name: "Remove Robin Door" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this seat?" });
  await expect(dialog).toContainText(`Robin Door (${username}) is signed out at once`);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Remove seat" }).click();
  await expect(page.getByRole("status")).toHaveText("Seat removed: their sessions have ended.");
  await expect(page).toHaveURL(/\/profile\/team$/);
  await expect(seats).not.toContainText(username);
  await person.goto("/offers/active");
  await expect(person).toHaveURL(/\/login\?redirect=%2Foffers%2Factive$/);
  await person.context().close();
});

test("a refused invitation keeps what was typed, and an invitation can be cancelled", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/profile/team");
  const invite = page.getByRole("region", { name: "Invite a person" });
  await invite.getByLabel("Name").fill("Kim Manager");
  await invite.getByLabel("Email").fill("kim@");
  await invite.getByLabel("Role").selectOption("manager");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const message = invite.getByText("Enter a valid email address, like name@example.com.");
  await expect(message).toBeVisible();
  await expect(invite.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(invite.getByLabel("Email")).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
  await expect(invite.getByLabel("Name")).toHaveValue("Kim Manager");
  await expect(invite.getByLabel("Email")).toHaveValue("kim@");
  await expectAccessible(page);

  const email = `kim@${brand.username}.example.com`;
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to Kim Manager (${email}).`);
  const invitation = page.getByRole("list", { name: "Invitations" }).getByRole("listitem").filter({ hasText: email });
  await expect(invitation).toContainText("Manager · expires");
  await invitation.getByRole("button", { name: "Cancel invitation to Kim Manager" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation cancelled: its link no longer works.");
  await expect(page.getByText("No invitations are waiting to be used.")).toBeVisible();
});

test("the team is the owner's: a manager has no Team link, and the page is refused as the owner's", async ({ page }) => {
  await signIn(page, { username: "demo-manager", password: "demo1234", name: "Demo Bistro" });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Team" })).toHaveCount(0);
  const response = await page.goto("/profile/team");
  expect(response!.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for the account's owner.");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an invitation link that was used, was cancelled or has expired says so as it opens, with no form", async ({ page, brand }) => {
  const owner = await apiAs(brand);
  /** An invitation of the brand made by the API's test-support route, and its link's token. */
  const invitation = async (who: string, expired = false) => {
    const made = await owner.call<{ data: { id: number; token: string } }>("POST", "/test-support/invitations", {
      name: who,
      email: `${who.toLowerCase()}@${brand.username}.example.com`,
      expired,
    });
    expect(made.status).toBe(201);
    return made.body.data;
  };
  const used = await invitation("Uma");
  expect((await owner.call("POST", "/team/join", { token: used.token, username: `${brand.username}-uma`, password: "uma-pass-1234" })).status).toBe(201);
  const cancelled = await invitation("Cal");
  expect((await owner.call("DELETE", `/team/invitations/${cancelled.id}`, {})).status).toBe(204);
  const expired = await invitation("Eli", true);

  const said = [
    [used.token, "This invitation link has been used already. If it was you, sign in with the username you chose."],
    [cancelled.token, "The account's owner cancelled this invitation. Ask them for a new one if you still need a seat."],
    [expired.token, "This invitation link has expired: it worked for 7 days. Ask the account's owner for a new one."],
  ] as const;
  for (const [token, sentence] of said) {
    const response = await page.goto(`/team/join/${token}`);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(sentence);
    // No form to fill in for nothing, and nothing of the brand or the person invited.
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Join" })).toHaveCount(0);
    expect(await page.content()).not.toContain(brand.name);
  }
  // The person who used the link is offered the sign-in.
  await page.goto(`/team/join/${used.token}`);
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expectAccessible(page);
  await expectFitsPhone(page);
});
