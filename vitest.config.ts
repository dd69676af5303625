import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/support/pglite-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One real PostgreSQL database is shared, so its files run one at a time.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "faults",
          // Real processes and a PostgreSQL of their own (pg_ctl), killed and restarted: one
          // file at a time, and skipped unless FAULTS=1 (tests/faults/support/helpers.ts).
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "cluster",
          // Two of every program and engine, as real processes (tests/cluster/): skipped unless
          // CLUSTER=1, which `npm run test:cluster` sets.
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
