import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest leaves one core free by default: on a 2-core machine that is one test file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Pure functions: the files share a worker's loaded modules instead of loading them again each (46 → 24 s).
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          exclude: ["tests/unit/server/**"],
          isolate: false,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          // These count the process's pending timers and fake the clock, so each file has a fresh module graph of its own.
          name: "unit-server",
          include: ["tests/unit/server/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "models",
          include: ["tests/models/**/*.test.ts"],
          // bcrypt and the full demo seed are slow on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          environment: "node",
          setupFiles: ["tests/support/model-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // One server for these files (globalSetup), shared one file at a time: they count on its data and its rate limits.
          name: "api",
          include: ["tests/api/*.test.ts"],
          environment: "node",
          // A guard against a hang, not a speed check: on a busy 2-core machine a request of several logins (bcrypt) can take seconds.
          testTimeout: 30_000,
          globalSetup: ["tests/support/api-server.ts"],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Each of these files starts servers of its own (own data folder and port), so they run beside everything else.
          name: "api-own-server",
          include: ["tests/api/own-server/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
    ],
  },
});
