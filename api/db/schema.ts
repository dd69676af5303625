// The marketplace's data, one table per entity of the API's contract, in one file per area. Fields that the
// spec lists but that no rule queries on live in jsonb columns, so the API can return them
// unchanged. Import every table from this file; drizzle-kit reads it to make migrations.
export * from "./schema-accounts";
export * from "./schema-marketplace";
export * from "./schema-results";
export * from "./schema-billing";
export * from "./schema-reminders";
export * from "./schema-versions";
export * from "./schema-content";
export * from "./schema-locations";
