// Installs from before the embedded PostgreSQL server kept their database in DATA_DIR/db, a
// PGlite folder. On the first start with the server, that folder's rows are copied into the
// new, freshly migrated database in one transaction (all or nothing), and the folder is then
// renamed DATA_DIR/db-imported, kept until its owner deletes it.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { explainMigrationFailure, migrationsFolder, type Db } from "./index";

type Row = Record<string, unknown>;

/** Copies DATA_DIR/db into `db` when it is there and not yet imported. Returns the rows copied. */
export async function importEarlierDatabase(dataDir: string, db: Db): Promise<number | null> {
  const earlier = path.join(dataDir, "db");
  if (!fs.existsSync(path.join(earlier, "PG_VERSION"))) return null;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const lite = new PGlite(earlier);
  let copied = 0;
  try {
    // The same migrations bring the earlier folder to today's tables first.
    await migrate(drizzle(lite), { migrationsFolder }).catch((err) => {
      throw explainMigrationFailure(err);
    });
    const tables = (await lite.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")).rows;
    await db.transaction(async (tx) => {
      // Rows arrive in table order, not in the order of their references.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const { name } of tables) {
        const table = sql.identifier(name);
        const { rows } = await lite.query<{ rows: string | null; n: number }>(`select json_agg(t)::text as rows, count(*)::int as n from "${name}" t`);
        const json = rows[0]?.rows;
        if (!json) continue;
        await tx.execute(sql`delete from ${table}`);
        await tx.execute(sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${json}::json)`);
        copied += rows[0].n;
      }
      // Each serial column's sequence goes on from the largest id copied.
      // Db's result type is the one both drivers share, which says nothing of rows.
      const serials = (await tx.execute(sql`
        select t.relname as "table", a.attname as "column", s.relname as "sequence"
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`)) as unknown as { rows: Row[] };
      for (const r of serials.rows) {
        const [table, column, sequence] = [String(r.table), String(r.column), String(r.sequence)];
        await tx.execute(sql`select setval(${`"${sequence}"`}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`);
      }
    });
  } finally {
    await lite.close();
  }
  fs.renameSync(earlier, path.join(dataDir, "db-imported"));
  return copied;
}
