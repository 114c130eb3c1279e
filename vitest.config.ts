import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
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
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/api-server.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});
