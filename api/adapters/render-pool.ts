// PDFs are drawn in worker threads (piscina), so a render of hundreds of pages never holds the
// API's event loop: other requests, other brands' among them, are answered while it runs. The
// pool leaves a core for requests (RENDER_WORKERS, default: cores - 1, at least 1); with 0
// workers PDFs are drawn on the API's own thread.
import { Piscina } from "piscina";
// The workers cut the PDFs' pictures with sharp. On glibc Linux its native libraries must be
// loaded by the main thread first, or a worker that ends (idleTimeout) unloads them under the
// others and the process crashes (lovell/sharp#2263).
import "sharp";
import type { RenderTask } from "../workers/render";

export type RenderPool = {
  /**
   * Runs `work` (gathering a PDF's data, drawing it, storing it) when a worker is free for it:
   * as many at once as there are workers, the rest wait their turn. A PDF's data is read just
   * before it is drawn, so a queue of exports holds no data, and reading it does not add to
   * the event loop's work while other PDFs are still waiting.
   */
  turn<T>(work: () => Promise<T>): Promise<T>;
  /** Draws the task's PDF to its file; resolves with the file's size in bytes. */
  render(task: RenderTask): Promise<number>;
  close(): Promise<void>;
};

/** A first-come, first-served limit of `size` at once. */
function turns(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createRenderPool(workers: number): RenderPool {
  const turn = turns(Math.max(1, workers));
  // The drawing code (@react-pdf, some 40 MB) is loaded at the first PDF, not at start.
  if (workers <= 0) return { turn, render: async (task) => (await import("../workers/render")).default(task), close: async () => {} };
  const pool = new Piscina<RenderTask, number>({
    filename: new URL("../workers/render-thread.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: workers,
    // A worker idle for five minutes ends, and its memory (fonts, layout caches) goes with it.
    idleTimeout: 5 * 60_000,
    // Drawing yields the CPU to requests: on a machine with few cores the API thread comes first.
    niceIncrement: 10,
  });
  return { turn, render: (task) => pool.run(task), close: () => pool.destroy() };
}
