// PDFs are drawn in worker threads (api/adapters/render-pool.ts), so a render of hundreds of
// pages never holds the API's event loop. This test proves where the drawing runs, not how fast:
// the drawing module is replaced on the API's own thread by one that refuses, so a PDF drawn
// there fails, while a worker thread loads the real module by itself. How long /health waits
// meanwhile is a figure of `npm run bench` (api/scripts/bench-results.ts), not of a test.
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { reports } from "../../../api/db/schema";
import { createRenderPool } from "../../../api/adapters/render-pool";
import { useSignedInApi } from "../support/helpers";

const drawnHere = vi.hoisted(() =>
  vi.fn(async () => {
    throw new Error("drawn on the API's own thread");
  }),
);
vi.mock("../../../api/workers/render", () => ({ default: drawnHere }));

const { api: t, demo } = await useSignedInApi({ env: { RENDER_WORKERS: "1" } });
const [big] = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.title, "Ambassador Program: Year in Review"));

const renderBig = () => t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(demo), payload: { reportId: big!.id } });

describe("report PDFs are drawn off the API's event loop", () => {
  it("four PDFs of the big report at once are all drawn in the pool's worker thread", { timeout: 120_000 }, async () => {
    const responses = await Promise.all([1, 2, 3, 4].map(renderBig));
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().url).toMatch(/\/files\//);
    }
    expect(drawnHere).not.toHaveBeenCalled();
  });

  // The PDF job tries again before it gives up: some 11 s.
  it("with no workers the API's own thread draws, which this test's stand-in refuses (so the first test can fail)", { timeout: 60_000 }, async () => {
    const pool = t.app.ctx.renderer;
    t.app.ctx.renderer = createRenderPool(0);
    try {
      const response = await renderBig();
      expect(response.statusCode, response.body).toBe(502);
      expect(drawnHere).toHaveBeenCalled();
    } finally {
      t.app.ctx.renderer = pool;
    }
  });
});
