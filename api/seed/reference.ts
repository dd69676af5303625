// Reference data of the offer wizard (the /enum lists): cities with coordinates, model
// size lists, model stat bounds, and shipping carriers. Rows another area already wrote are kept.
import { carriers, enumValues } from "../db/schema";
import type { SeedContext } from "./index";

const CITIES: Array<[string, number, number]> = [
  ["New York", 40.7128, -74.006],
  ["Los Angeles", 34.0522, -118.2437],
  ["Miami", 25.7617, -80.1918],
  ["Chicago", 41.8781, -87.6298],
  ["Austin", 30.2672, -97.7431],
  ["San Francisco", 37.7749, -122.4194],
];

const SHOE_F = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "11"];
const SHOE_M = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "12", "13"];
const SUIT = ["34S", "36S", "38R", "40R", "42R", "44R", "46L", "48L"];
const WAIST = ["24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "36", "38"];
const DRESS = ["0", "2", "4", "6", "8", "10", "12", "14"];
const HAIR = ["Black", "Brown", "Blonde", "Red", "Grey", "Other"];
const EYES = ["Brown", "Blue", "Green", "Hazel", "Grey"];
const BACKGROUNDS = ["Asian", "Black", "Hispanic", "Middle Eastern", "White", "Mixed"];

/** Bounds of the job requirement pickers: heights in cm, the rest in inches. */
const STATS: Record<string, { min: number; max: number; unit: string }> = {
  height: { min: 150, max: 200, unit: "cm" },
  collar: { min: 13, max: 19, unit: "in" },
  sleeve: { min: 30, max: 38, unit: "in" },
  inseam: { min: 26, max: 38, unit: "in" },
  bust: { min: 28, max: 46, unit: "in" },
  hips: { min: 30, max: 48, unit: "in" },
};

const CARRIERS = [
  { code: "ups", title: "UPS", logoUrl: "/static/carriers/ups.svg", pattern: "^1Z[0-9A-Z]{16}$", trackingUrl: "https://www.ups.com/track?tracknum={number}" },
  {
    code: "usps",
    title: "USPS",
    logoUrl: "/static/carriers/usps.svg",
    pattern: "^9[0-9]{21}$",
    trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}",
  },
  {
    code: "fedex",
    title: "FedEx",
    logoUrl: "/static/carriers/fedex.svg",
    pattern: "^[0-9]{12}$",
    trackingUrl: "https://www.fedex.com/fedextrack/?trknbr={number}",
  },
  {
    code: "dhl",
    title: "DHL",
    logoUrl: "/static/carriers/dhl.svg",
    pattern: "^[0-9]{10}$",
    trackingUrl: "https://www.dhl.com/en/express/tracking.html?AWB={number}",
  },
];

type Row = typeof enumValues.$inferInsert;
const list = (kind: string, labels: string[], data?: (label: string) => Record<string, unknown>): Row[] =>
  labels.map((label, i) => ({ kind, id: i + 1, label, sort: i, data: data ? data(label) : null }));

export async function seedReference(ctx: SeedContext) {
  const rows: Row[] = [
    ...CITIES.map(([label, lat, lon], i) => ({ kind: "cities", id: i + 1, label, sort: i, data: { lat, lon } })),
    ...[...SHOE_F.map((l) => ({ l, sex: "f" })), ...SHOE_M.map((l) => ({ l, sex: "m" }))].map(({ l, sex }, i) => ({
      kind: "model_shoe_sizes",
      id: i + 1,
      label: `${l} (${sex === "f" ? "women" : "men"})`,
      sort: i,
      data: { sex },
    })),
    ...list("model_suit_sizes", SUIT, () => ({ sex: "m" })),
    ...list("model_waist_sizes", WAIST),
    ...list("model_dress_sizes", DRESS, () => ({ sex: "f" })),
    ...list("model_hair_colors", HAIR),
    ...list("model_eye_colors", EYES),
    ...list("model_backgrounds", BACKGROUNDS),
    ...Object.entries(STATS).map(([label, data], i) => ({ kind: "model_stats", id: i + 1, label, sort: i, data })),
  ];
  await ctx.db.insert(enumValues).values(rows).onConflictDoNothing();
  await ctx.db.insert(carriers).values(CARRIERS).onConflictDoNothing();
}
