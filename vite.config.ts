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
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
