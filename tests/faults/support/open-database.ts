// One API's start, reduced to opening the database: loads the code, says "ready", waits for
// "go" on stdin, then calls openDatabase (which migrates) on the PostgreSQL in argv[2].
// migrate-concurrent.test.ts starts two of these and says "go" to both at once, so the two
// migrations overlap instead of being a Node start-up apart.
import { openDatabase } from "../../../api/db";

const databaseUrl = process.argv[2];
process.stdout.write("ready\n");
process.stdin.once("data", async () => {
  try {
    const database = await openDatabase({ databaseUrl, dataDir: null });
    await database.close();
    process.exit(0);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
});
