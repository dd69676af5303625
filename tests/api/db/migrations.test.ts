// A migration that fails says which one and the database's own reason, not just drizzle's
// "Failed query: …" (on PostgreSQL, with the API's start-up line:
// tests/faults/migrate-concurrent.test.ts). An install from before the embedded PostgreSQL
// server brings its PGlite folder's rows along on the first start. A migration that changes
// stored rows is run on a database that holds them, on both engines.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterEach, beforeEach, expect, it } from "vitest";
import { MigrationError, migrationsFolder, openDatabase } from "../../../api/db";
import { startEmbeddedPostgres } from "../../../api/db/embedded-postgres";
import { enumValues } from "../../../api/db/schema";

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-migrations-"));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** One statement on the embedded server of `dataDir`, started for it and stopped after. */
async function onEmbedded<T>(statement: string): Promise<T[]> {
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
    await server.stop();
  }
}

it("a failing migration is named, with the database's reason, and leaves none of the pending ones applied", { timeout: 60_000 }, async () => {
  // The embedded database already holds a table that the second migration creates.
  await onEmbedded("create table mail_requests (id int)");

  const failure = await openDatabase({ dataDir }).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(MigrationError);
  expect((failure as Error).message).toBe(
    'migration 0001_sign_in_addresses failed: relation "mail_requests" already exists (the pending migrations were rolled back)',
  );
  expect(await onEmbedded("select to_regclass('public.billing_customers')::text as t")).toEqual([{ t: null }]);
});

it("an earlier PGlite folder's rows move into the embedded server once, and its sequences go on after them", { timeout: 60_000 }, async () => {
  const lite = new PGlite(path.join(dataDir, "db"));
  await migrate(drizzle(lite), { migrationsFolder });
  await lite.exec("insert into enum_values (kind, id, label, sort) values ('cities', 9001, 'Earlier City', 1)");
  await lite.exec("insert into users (username, email, password_hash) values ('earlier', 'earlier@example.com', 'x')");
  const [earlier] = (await lite.query<{ id: number }>("select id from users where username = 'earlier'")).rows;
  await lite.close();

  const database = await openDatabase({ dataDir });
  try {
    const cities = await database.db.select().from(enumValues).where(eq(enumValues.id, 9001));
    expect(cities.map((c) => c.label)).toEqual(["Earlier City"]);
    // Db's result type is the one both drivers share, which says nothing of rows.
    const next = (await database.db.execute(
      "insert into users (username, email, password_hash) values ('later', 'later@example.com', 'x') returning id",
    )) as unknown as { rows: { id: number }[] };
    expect(next.rows[0].id).toBeGreaterThan(earlier.id);
  } finally {
    await database.close();
  }
  const entries = await fs.readdir(dataDir);
  expect(entries).toContain("db-imported");
  expect(entries).not.toContain("db");
});

/** The migrations folder as it was before `tag`: the same files, the journal ending just before it. */
async function migrationsBefore(tag: string) {
  const folder = path.join(dataDir, "migrations-before");
  await fs.cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `the journal names ${tag}`).toBeGreaterThan(0);
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

// Before the migration, a job made in the wizard holds its model requirements (an object) where the
// call sheet keeps its text.
const REQUIREMENTS = { height_minimum: 1650, hair_colors: ["Black"], waist_size_ids: [2] };
const OFFERS_OF_BOTH_KINDS = `
  insert into users (username, email, password_hash) values ('brand', 'brand@example.com', 'x');
  insert into businesses (user_id, name) select id, 'Brand' from users where username = 'brand';
  insert into offers (business_id, type, subtitle, title, description, details)
  select b.id, 'job', v.subtitle, 'A job', 'A day in the studio.', v.details::jsonb
  from businesses b, (values
    ('wizard', '{"categories": ["fashion"], "job_requirements": ${JSON.stringify(REQUIREMENTS)}}'),
    ('call sheet', '{"job_requirements": "Black shoes.", "job_end_date_duration": 8}'),
    ('none', '{"job_requirements": null}'),
    ('no details', '{}')
  ) as v(subtitle, details);`;
const OFFERS_DETAILS = "select subtitle, details from offers order by id";
const MOVED = [
  { subtitle: "wizard", details: { categories: ["fashion"], job_requirements: null, model_requirements: REQUIREMENTS } },
  { subtitle: "call sheet", details: { job_requirements: "Black shoes.", job_end_date_duration: 8 } },
  { subtitle: "none", details: { job_requirements: null } },
  { subtitle: "no details", details: {} },
];

it("a job's model requirements move out of the call sheet's job_requirements on PGlite; text stays", async () => {
  const lite = new PGlite();
  try {
    await migrate(drizzle(lite), { migrationsFolder: await migrationsBefore("0011_model_requirements") });
    await lite.exec(OFFERS_OF_BOTH_KINDS);
    await migrate(drizzle(lite), { migrationsFolder });
    expect((await lite.query(OFFERS_DETAILS)).rows).toEqual(MOVED);
  } finally {
    await lite.close();
  }
});

it("a job's model requirements move out of the call sheet's job_requirements on the embedded server; text stays", { timeout: 60_000 }, async () => {
  const before = await migrationsBefore("0011_model_requirements");
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    await client.query(OFFERS_OF_BOTH_KINDS);
  } finally {
    await client.end();
    await server.stop();
  }
  // The API's own start migrates the rest.
  await (await openDatabase({ dataDir })).close();
  expect(await onEmbedded(OFFERS_DETAILS)).toEqual(MOVED);
});

// Before locations, a brand kept one address and one set of hours; its offers carried their own address.
const HOURS = { monday: { open: "11:00", close: "22:00" }, sunday: null };
const BRANDS_WITH_OFFERS = `
  insert into users (username, email, password_hash) values ('bistro', 'bistro@example.com', 'x'), ('bare', 'bare@example.com', 'x');
  insert into businesses (user_id, name, phone_number, location, working_hours)
  select id, 'Bistro', '+1 212 555 0100', '{"address": "200 5th Ave", "lat": 40.74, "lon": -73.99}'::jsonb, '${JSON.stringify(HOURS)}'::jsonb
  from users where username = 'bistro';
  insert into businesses (user_id, name) select id, 'Bare' from users where username = 'bare';
  insert into offers (business_id, type, subtitle, title, description, timezone, has_no_location, location)
  select b.id, v.type, v.subtitle, 'An offer', 'Come by.', 'America/Chicago', v.none, v.location::jsonb
  from businesses b, (values
    ('timed', 'brunch', false, '{"address": "200 5th Ave"}'),
    ('gift', 'gift', true, null)
  ) as v(type, subtitle, none, location) where b.name = 'Bistro';`;
const LOCATIONS = `
  select b.name as brand, l.name, l.location, l.working_hours, l.timezone, l.phone_number, l.retired_at,
    (select array_agg(o.subtitle order by o.id) from offers o where o.location_id = l.id) as offers
  from locations l join businesses b on b.id = l.business_id order by l.id`;
const AS_LOCATIONS = [
  {
    brand: "Bistro",
    name: "Bistro",
    location: { address: "200 5th Ave", lat: 40.74, lon: -73.99 },
    working_hours: HOURS,
    timezone: "America/Chicago",
    phone_number: "+1 212 555 0100",
    retired_at: null,
    offers: ["brunch"],
  },
  { brand: "Bare", name: "Bare", location: null, working_hours: null, timezone: "America/New_York", phone_number: "", retired_at: null, offers: null },
];

it("a brand's address and hours become its first location, with its offers that have a location, on PGlite", async () => {
  const lite = new PGlite();
  try {
    await migrate(drizzle(lite), { migrationsFolder: await migrationsBefore("0013_locations") });
    await lite.exec(BRANDS_WITH_OFFERS);
    await migrate(drizzle(lite), { migrationsFolder });
    expect((await lite.query(LOCATIONS)).rows).toEqual(AS_LOCATIONS);
    expect((await lite.query("select subtitle, location from offers order by id")).rows).toEqual([
      { subtitle: "brunch", location: { address: "200 5th Ave" } },
      { subtitle: "gift", location: null },
    ]);
  } finally {
    await lite.close();
  }
});

it("a brand's address and hours become its first location, with its offers that have a location, on the embedded server", { timeout: 60_000 }, async () => {
  const before = await migrationsBefore("0013_locations");
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    await client.query(BRANDS_WITH_OFFERS);
  } finally {
    await client.end();
    await server.stop();
  }
  await (await openDatabase({ dataDir })).close();
  expect(await onEmbedded(LOCATIONS)).toEqual(AS_LOCATIONS);
});
