// `npm run seed`: resets the database to the demo platform (see scripts/seed/demo.server.ts).
// Destructive: it empties every app table first. The embedded database (no DATABASE_URL) is
// seeded freely; an external database only with SEED_DEMO=true.
import { createServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { resetAndSeedDemo } from "./seed/demo.server";
import { DEMO_LOGINS } from "./seed/demo-logins";

async function main(): Promise<number> {
  const env = parseEnv();
  if (env.DATABASE_URL && !env.SEED_DEMO) {
    console.error(
      "Refusing to seed: DATABASE_URL points at an external database, and `npm run seed` DELETES ALL DATA in it\n" +
        "(users, shops, products, orders) before loading the demo platform.\n" +
        "If that is what you want, run it again with SEED_DEMO=true.",
    );
    return 1;
  }
  const started = Date.now();
  const services = await createServices(env);
  try {
    await resetAndSeedDemo(services);
  } finally {
    await services.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nDemo platform seeded in ${seconds} s (${env.DATABASE_URL ? "external database" : `embedded database in ${env.DATA_DIR}`}).\n`,
  );
  console.log(`Demo logins (password for all: ${DEMO_LOGINS[0].password}):`);
  for (const login of DEMO_LOGINS) {
    const where = login.role === "admin" ? "/admin" : login.shop ? `/${login.shop}` : "";
    console.log(`  ${login.role.padEnd(8)} ${login.email.padEnd(24)} ${login.name.padEnd(16)} ${where}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
