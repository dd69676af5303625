// Every mail the API sends goes through the queue: the request that asks for one answers as
// soon as the job is stored, and an SMTP failure is retried with backoff (jobRules.mail)
// instead of failing that request.
import type { Mail, Mailer } from "./transport";
import type { JobQueue } from "../jobs/queue";

/** The `ctx.mailer` of the API and of the worker: send() queues a mail job. */
export function queuedMailer(jobs: JobQueue): Mailer {
  return {
    async send(mail: Mail, options = {}) {
      const { to, subject, text, html, headers } = mail;
      await jobs.send("mail", { to, subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}) }, options);
    },
  };
}
