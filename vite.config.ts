import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
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
