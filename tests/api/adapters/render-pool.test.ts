// PDFs are drawn in worker threads (api/adapters/render-pool.ts): while four PDFs of the big
// report render, the API still answers other requests at once. The same renders drawn on the
// API's own thread hold /health for seconds, which is what the probe must see to prove it can.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reports } from "../../../api/db/schema";
import { createRenderPool } from "../../../api/adapters/render-pool";
import { describePercentiles, healthDuring } from "../../../api/test-support/health-probe";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo } = await useSignedInApi({ env: { RENDER_WORKERS: "1" } });
const [big] = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.title, "Ambassador Program: Year in Review"));
const base = await t.app.listen({ host: "127.0.0.1", port: 0 });

async function renderBig() {
  const response = await t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(demo), payload: { reportId: big!.id } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().url).toMatch(/\/files\//);
}
const fourRenders = () => Promise.all([1, 2, 3, 4].map(renderBig));

describe("report PDFs are drawn off the API's event loop", () => {
  it("while four PDFs of the big report render in the pool, /health p99 stays under 50 ms", { timeout: 120_000 }, async () => {
    await renderBig(); // the worker thread starts and loads the renderer
    const during = await healthDuring(base, fourRenders);
    expect(during.n, describePercentiles(during)).toBeGreaterThan(50);
    expect(during.p99, describePercentiles(during)).toBeLessThan(50);
  });

  it("drawn on the API's own thread, the same renders hold /health for far longer (the probe sees a blocked loop)", { timeout: 120_000 }, async () => {
    const pool = t.app.ctx.renderer;
    t.app.ctx.renderer = createRenderPool(0);
    try {
      const during = await healthDuring(base, fourRenders);
      expect(during.max, describePercentiles(during)).toBeGreaterThan(500);
    } finally {
      t.app.ctx.renderer = pool;
    }
  });
});
