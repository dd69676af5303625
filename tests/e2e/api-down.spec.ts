import { type ChildProcess, spawn } from "node:child_process";
import { expect, expectAccessible, serverEnv, signIn, test } from "./support/fixtures";
import { freePort } from "./support/proof-server";

/** A second web tool on the same DATA_DIR (so the same session secret) whose API is down. */
test.describe("when the API is down", () => {
  let web: ChildProcess;
  let webPort: number;

  test.beforeAll(async () => {
    webPort = await freePort();
    const deadApi = await freePort();
    web = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(webPort),
        HOST: "127.0.0.1",
        DATA_DIR: serverEnv().dataDir,
        API_BASE_URL: `http://127.0.0.1:${deadApi}/v1.3`,
        ACCESS_LOG: "off",
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${webPort}/login`)).ok) return;
      } catch {
        // starting
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the second web server did not start");
  });

  test.afterAll(() => {
    web?.kill("SIGTERM");
  });

  test("signing in says the service is unavailable", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${webPort}/login`);
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("An error occurred!");
    await expect(alert).toContainText("The service is unavailable right now.");
    await expect(page.getByLabel("Username")).toHaveValue("demo");
  });

  test("a signed-in page shows the error alert inside the layout", async ({ page }) => {
    // Cookies belong to the host, not the port: the session reaches the second server too.
    await signIn(page);
    const response = await page.goto(`http://127.0.0.1:${webPort}/`);
    expect(response?.status()).toBe(502);
    await expect(page.getByRole("alert")).toContainText("An error occurred!");
    await expect(page.getByRole("alert")).toContainText("The service is unavailable right now.");
    await expect(page.getByText("Loading...").first()).toBeAttached();
    await expectAccessible(page);
  });

  test("a load balancer's readiness check says this instance cannot serve, while liveness still holds (over HTTP, so it runs once: skipped in all but desktop-js)", async ({
    baseURL,
  }, info) => {
    test.skip(info.project.name !== "desktop-js", "over HTTP, so it runs once");
    const down = await fetch(`http://127.0.0.1:${webPort}/readyz`);
    expect([down.status, await down.text()]).toEqual([503, "not ready: the API cannot be reached"]);
    expect(down.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`http://127.0.0.1:${webPort}/healthz`)).status).toBe(200);
    // The suite's own instance reaches its API.
    const up = await fetch(new URL("/readyz", baseURL).href);
    expect([up.status, await up.text()]).toEqual([200, "ready"]);
  });
});
