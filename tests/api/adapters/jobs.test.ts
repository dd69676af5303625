// Background jobs on the embedded queue (api/adapters/jobs): retries with backoff, a PDF that
// outlasts the request's wait (202, then GET /pdf/:job), a failed PDF's message, and a mail
// retried after an SMTP failure. PostgreSQL's queue: tests/faults/jobs.test.ts.
import { describe, expect, it, onTestFinished } from "vitest";
import { buildServer } from "../../../api/server";
import { createEmbeddedQueue } from "../../../api/adapters/jobs/embedded";
import { PDF_FAILED } from "../../../api/services/reports/pdf-jobs";
import { jobRules, retryDelayMs, type JobRules } from "../../../api/adapters/jobs/queue";
import { jobsConfig } from "../../../api/config";
import { createMemoryMailer, type Mail } from "../../../api/adapters/mail/transport";
import { createTestApi, useSignedInApi, type TestApi } from "../support/helpers";

const quick: JobRules = { retryLimit: 3, retryDelay: 0.05, retryBackoff: true, expireInSeconds: 60 };

describe("the embedded queue", () => {
  it("retries a failing job with a growing delay, then completes it", async () => {
    const jobs = createEmbeddedQueue({ ...jobRules(jobsConfig({} as NodeJS.ProcessEnv)), test_fail: quick });
    const tries: number[] = [];
    await jobs.work("test_fail", async () => {
      tries.push(Date.now());
      if (tries.length <= 3) throw new Error("not yet");
      return { tries: tries.length };
    });
    const id = await jobs.send("test_fail", {});
    const job = await jobs.wait("test_fail", id, 10_000);
    expect(job).toMatchObject({ state: "completed", output: { tries: 4 } });
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    // pg-boss's backoff: about retryDelay · 2^n, jittered up to twice that.
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
    await jobs.stop();
  });

  it("fails a job for good after its retries, keeping the last error's message", async () => {
    const jobs = createEmbeddedQueue({ ...jobRules(jobsConfig({} as NodeJS.ProcessEnv)), test_fail: { ...quick, retryLimit: 1 } });
    let tries = 0;
    await jobs.work("test_fail", async () => {
      tries += 1;
      throw new Error(`try ${tries} failed`);
    });
    const id = await jobs.send("test_fail", {});
    expect(await jobs.wait("test_fail", id, 10_000)).toMatchObject({ state: "failed", output: { message: "try 2 failed" } });
    expect(tries).toBe(2);
    await jobs.idle();
    await jobs.stop();
  });

  it("backs off as pg-boss does", () => {
    const rules = { ...quick, retryDelay: 2 };
    expect(retryDelayMs(rules, 0, 0)).toBe(2000);
    expect(retryDelayMs(rules, 2, 0)).toBe(8000);
    expect(retryDelayMs(rules, 2, 1)).toBe(16000);
    expect(retryDelayMs({ ...rules, retryBackoff: false }, 5)).toBe(2000);
  });
});

// Every PDF request answers before its job is done: the 202 path.
const { api: t, demo, rival } = await useSignedInApi({ env: { PDF_WAIT_SECONDS: "0" }, jobRules: { pdf: { ...quick, retryLimit: 1 } } });

async function latestMonth(api: TestApi, token: string) {
  const months = (await api.app.inject({ method: "GET", url: "/v1.3/report/months", headers: api.headers(token) })).json().data as {
    year: number;
    month: number;
  }[];
  return months[0]!;
}

async function pollPdf(api: TestApi, token: string, job: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await api.app.inject({ method: "GET", url: `/v1.3/pdf/${job}`, headers: api.headers(token) });
    if (answer.statusCode !== 200 || answer.json().data?.status !== "preparing") return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the PDF job never finished");
}

describe("a PDF that takes longer than the request waits", () => {
  it("answers 202 preparing with its job, then the link to whoever asked", async () => {
    const { year, month } = await latestMonth(t, demo);
    const response = await t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(demo), payload: { year, month, destination: "link" } });
    expect(response.statusCode).toBe(202);
    const { data } = response.json() as { data: { status: string; job: string } };
    expect(data.status).toBe("preparing");
    expect(data.job).toMatch(/^[0-9a-f-]{36}$/);

    const answer = await pollPdf(t, demo, data.job);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json() as { url: string };
    expect((await t.app.inject({ method: "GET", url: new URL(url).pathname })).headers["content-type"]).toBe("application/pdf");

    // Another business's job, or a made-up one, is not found.
    expect((await t.app.inject({ method: "GET", url: `/v1.3/pdf/${data.job}`, headers: t.headers(rival) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/v1.3/pdf/not-a-job", headers: t.headers(demo) })).statusCode).toBe(404);
  });

  it("still refuses another business's report at once, without a job", async () => {
    const { year, month } = await latestMonth(t, rival);
    const response = await t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(demo), payload: { reportId: "x".repeat(22), year, month } });
    expect(response.statusCode).toBe(404);
  });

  it("says a PDF failed, with a message a page can show, once its retries are spent", async () => {
    const renderer = t.app.ctx.renderer;
    let tries = 0;
    t.app.ctx.renderer = {
      ...renderer,
      render: async () => {
        tries += 1;
        throw new Error("the drawing broke");
      },
    };
    try {
      const { year, month } = await latestMonth(t, demo);
      const response = await t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(demo), payload: { year, month } });
      expect(response.statusCode).toBe(202);
      const answer = await pollPdf(t, demo, response.json().data.job);
      expect(answer.json()).toEqual({ data: { status: "failed", message: PDF_FAILED } });
      expect(tries).toBe(2);
    } finally {
      t.app.ctx.renderer = renderer;
    }
  });
});

describe("mail through the queue", () => {
  /** A mail server that refuses the first `failures` messages. */
  function flakyMailer(failures: number) {
    const memory = createMemoryMailer();
    let refused = 0;
    return {
      messages: memory.messages,
      async send(mail: Mail) {
        if (refused < failures) {
          refused += 1;
          throw new Error("421 try again later");
        }
        await memory.send(mail);
      },
    };
  }

  it("answers the request that asked for a mail, and sends it once the mail server takes it", async () => {
    const mailer = flakyMailer(2);
    const api = await createTestApi({ mailer, jobRules: { mail: quick } });
    onTestFinished(() => api.close());
    const response = await api.app.inject({ method: "POST", url: "/v1.3/users/password/forgot", headers: api.headers(), payload: { username: "demo" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "sent" });
    expect(mailer.messages).toHaveLength(0);
    await api.app.ctx.jobs.idle();
    expect(mailer.messages).toHaveLength(1);
    expect(mailer.messages[0]).toMatchObject({ to: "demo@example.com", subject: "Your sign-in link" });
  });
});

describe("where jobs are worked", () => {
  it("refuses JOBS_IN_API=false on the embedded database, saying why", async () => {
    const config = { ...t.config, jobs: { ...t.config.jobs, inApi: false } };
    await expect(buildServer({ db: t.db, config, logger: false })).rejects.toThrow(
      "JOBS_IN_API=false needs PostgreSQL (DATABASE_URL): on the embedded database only the API can work jobs.",
    );
  });
});
