// `npm run seed [-- --force]`: seeds the configured database. On the embedded database it
// seeds only when empty unless --force; on DATABASE_URL it always requires --force, because
// --force empties every table first and that database may hold real data.
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { createStorage } from "../adapters/storage";
import { seed } from "./index";

async function run() {
  const config = loadConfig();
  const force = process.argv.includes("--force");
  if (config.databaseUrl && !force) {
    process.stderr.write("DATABASE_URL is set: seeding empties every table first, so pass --force to confirm.\n");
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seed(database.db, { storage: createStorage(config), force });
    process.stderr.write(
      result.seeded
        ? "Seeded the demo data (demo / demo1234, rival / rival1234).\n"
        : "The database already has users; nothing seeded (pass --force to empty it and seed again).\n",
    );
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`Seeding failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
