import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const apiPort = port + 1;
// Kept in the environment: the test workers, which read this file again with other process ids,
// must name the same directory (tests read the mails the API writes into its outbox).
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `brand-tool-e2e-${process.pid}`));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions: chromium };

/** Every flow runs with JavaScript on and off, at desktop width and on a 360 px phone. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two at least: on a 2-core machine one worker leaves a core idle while the servers answer it
  // (Playwright's default is half the cores). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(os.cpus().length / 2)),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "retain-on-failure" },
  projects: [
    { name: "desktop-js", use: { ...desktop, javaScriptEnabled: true } },
    { name: "desktop-nojs", use: { ...desktop, javaScriptEnabled: false } },
    { name: "phone-js", use: { ...phone, javaScriptEnabled: true } },
    { name: "phone-nojs", use: { ...phone, javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      API_TEST_SUPPORT: "1",
      ACCESS_LOG: "off",
      RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      LOGIN_MAX_FAILURES: "50",
      // Every project asks for the same reminders from one address: the bounds have API tests.
      SIGN_IN_HELP_PER_NAME_PER_HOUR: "1000",
      SIGN_IN_HELP_PER_ADDRESS_PER_HOUR: "1000",
      // The seed's posts due stay as seeded while the tests look at them: the automatic
      // reminders and the digest have API tests and a fault test of their own.
      REMINDERS_INTERVAL_MINUTES: "0",
      DIGEST_INTERVAL_MINUTES: "0",
    },
  },
});
