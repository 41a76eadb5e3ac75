import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The same browser target as the app's own build (vite.config.ts at the project root).
export default defineConfig({ plugins: [reactRouter()], build: { target: "es2022" } });
