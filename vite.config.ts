import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const SHARED_SMALL_MODULES = [
  "/app/media/urls.",
  "/app/utils/money.",
  "/app/db/schema/values.",
  "/app/components/shop/icons.",
  "/app/domain/catalog/constants.",
  "/app/components/not-found.",
  "/app/components/store-not-found.",
  "/app/components/ui/toast.",
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Small modules most pages share go in one chunk: a dozen 150-byte chunks cost more in
        // per-file overhead than their code (the storefront's first-load budget is 130 KB).
        manualChunks(id) {
          if (SHARED_SMALL_MODULES.some((m) => id.includes(m))) return "shared";
        },
      },
    },
  },
});
