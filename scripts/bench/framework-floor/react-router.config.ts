import os from "node:os";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

// Built outside the project: this app is measured, never served.
export default { ssr: true, buildDirectory: path.join(os.tmpdir(), "haat-framework-floor") } satisfies Config;
