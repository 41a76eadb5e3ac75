// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible browser
// asset, once at build time (docs/decisions/0098-precompressed-assets.md): the server sends those
// bytes as they are (express-static-gzip) instead of compressing the same 30-odd scripts again for
// every page load (about 30 % of the server CPU a first visit's asset requests cost).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
// Below this, a compressed copy saves less than a packet.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      // A copy no smaller than the file is left out: the file is sent as it is.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** After the server build (which writes the per-language copies of the scripts), compresses the client's assets. */
export function precompressAssets(): Plugin {
  return {
    name: "haat:precompress-assets",
    apply: "build",
    closeBundle: {
      // After every other plugin's closeBundle: scripts/vite/locale-scripts.ts writes the Hindi copies there.
      order: "post",
      sequential: true,
      async handler() {
        const { consumer, root, build } = this.environment.config;
        if (consumer !== "server") return;
        await precompressDirectory(path.resolve(root, build.outDir, "../client", build.assetsDir));
      },
    },
  };
}
