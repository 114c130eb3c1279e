import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Two kinds of Rollup warning say nothing to act on, so the build leaves them
 * out: zod 4 places `@__PURE__` comments where Rollup cannot use them (Rollup
 * drops the comment, the code is the same), and the resource routes (the API,
 * exports, the live stream: no component) have no browser code, though React
 * Router still makes each its (empty) route chunk. Every other warning is shown.
 */
function quietWarnings(warning: Rollup.RollupLog, show: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
  if (warning.code === "EMPTY_BUNDLE") return;
  show(warning);
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: { ...(isSsrBuild ? { input: "./server/app.ts" } : {}), onwarn: quietWarnings },
  },
  ssr: {
    // Native and CommonJS server packages stay outside the server bundle.
    external: ["better-sqlite3", "sharp", "exceljs"],
    // Packages of many small modules go inside it: Node read and linked ~500 module files at every start, ~230 now
    // (a start is ~15 % shorter). Conform goes with zod, so the two share one copy of it.
    noExternal: ["drizzle-orm", "zod", /^@conform-to\//],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
