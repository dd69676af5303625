// Seed area: the two demo businesses of ARCHITECTURE.md ("Demo Bistro" and "Rival Studio"),
// their accounts, profile media and locations (Demo Bistro has two).
import { businesses, locations, media, users, type Location, type WorkingHours } from "../db/schema";
import { hashPassword } from "../services/accounts/passwords";
import { writeSeedImage, type SeedImage } from "./images";
import type { SeedContext } from "./index";

/** `locations`: the brand's location ids, its main one first. */
export type SeededBusiness = { userId: number; businessId: number; username: string; locations: number[] };
export type SeededSeat = { userId: number; username: string; password: string };
export type SeededUsers = {
  demo: SeededBusiness;
  rival: SeededBusiness;
  demoManager: SeededSeat;
  demoDoor: SeededSeat;
  demoDowntownDoor: SeededSeat;
  demoDowntownManager: SeededSeat;
};

export type BusinessSeed = {
  username: string;
  password: string;
  email: string;
  name: string;
  contactName: string;
  phoneNumber: string;
  website: string;
  description: string;
  location: Location;
  workingHours: WorkingHours;
  /** The brand's venues beside its main one, whose address and hours are the ones above. */
  otherLocations?: LocationSeed[];
  images: SeedImage[];
};

type LocationSeed = { name: string; location: Location; cityId: number | null; workingHours: WorkingHours; phoneNumber: string };

const hours = (open: string, close: string) => ({ open, close });

/** Demo Bistro Downtown's address: its offers are there too (offers-downtown.ts). */
export const DOWNTOWN: Location = { lat: 40.7128, lon: -74.006, address: "150 Greenwich St, New York, NY 10007" };

const DEMO: BusinessSeed = {
  username: "demo",
  password: "demo1234",
  email: "demo@example.com",
  name: "Demo Bistro",
  contactName: "Dana Demo",
  phoneNumber: "+1 (212) 555-0142",
  website: "https://demo-bistro.example.com",
  description: "A neighbourhood bistro in the Flatiron District: seasonal plates, natural wines and a sunny patio.",
  location: { lat: 40.7411, lon: -73.9897, address: "200 5th Ave, New York, NY 10010" },
  workingHours: {
    monday: hours("11:00", "22:00"),
    tuesday: hours("11:00", "22:00"),
    wednesday: hours("11:00", "22:00"),
    thursday: hours("11:00", "22:00"),
    friday: hours("11:00", "23:30"),
    saturday: hours("10:00", "23:30"),
    sunday: hours("10:00", "21:00"),
  },
  otherLocations: [
    {
      name: "Demo Bistro Downtown",
      location: DOWNTOWN,
      // New York, the first city of the reference list (seed/reference.ts).
      cityId: 1,
      workingHours: {
        monday: hours("07:30", "16:00"),
        tuesday: hours("07:30", "16:00"),
        wednesday: hours("07:30", "16:00"),
        thursday: hours("07:30", "16:00"),
        friday: hours("07:30", "18:00"),
        saturday: null,
        sunday: null,
      },
      phoneNumber: "+1 (212) 555-0177",
    },
  ],
  images: [
    { name: "seed-demo-1", background: "#f4a261", accent: "#e76f51", shape: "circle" },
    { name: "seed-demo-2", background: "#2a9d8f", accent: "#e9c46a", shape: "square" },
    { name: "seed-demo-3", background: "#264653", accent: "#f4a261", shape: "triangle" },
  ],
};

export const RIVAL: BusinessSeed = {
  username: "rival",
  password: "rival1234",
  email: "rival@example.com",
  name: "Rival Studio",
  contactName: "Riley Rival",
  phoneNumber: "+1 (718) 555-0199",
  website: "https://rival-studio.example.com",
  description: "A photo and fashion studio in Brooklyn.",
  location: { lat: 40.7081, lon: -73.9571, address: "85 Broadway, Brooklyn, NY 11249" },
  workingHours: {
    monday: hours("09:00", "18:00"),
    tuesday: hours("09:00", "18:00"),
    wednesday: hours("09:00", "18:00"),
    thursday: hours("09:00", "18:00"),
    friday: hours("09:00", "17:00"),
    saturday: null,
    sunday: null,
  },
  images: [
    { name: "seed-rival-1", background: "#3a0ca3", accent: "#4cc9f0", shape: "square" },
    { name: "seed-rival-2", background: "#7209b7", accent: "#f72585", shape: "circle" },
    { name: "seed-rival-3", background: "#4361ee", accent: "#ffffff", shape: "triangle" },
  ],
};

export async function seedBusiness(ctx: SeedContext, seed: BusinessSeed): Promise<SeededBusiness> {
  const [user] = await ctx.db
    .insert(users)
    .values({ username: seed.username, email: seed.email, passwordHash: await hashPassword(seed.password), type: "business" })
    .returning({ id: users.id });
  const [business] = await ctx.db
    .insert(businesses)
    .values({
      userId: user!.id,
      name: seed.name,
      contactName: seed.contactName,
      contactEmail: seed.email,
      phoneNumber: seed.phoneNumber,
      website: seed.website,
      description: seed.description,
    })
    .returning({ id: businesses.id });
  const venues = [
    { name: seed.name, location: seed.location, cityId: null, workingHours: seed.workingHours, phoneNumber: seed.phoneNumber },
    ...(seed.otherLocations ?? []),
  ];
  const places = await ctx.db
    .insert(locations)
    .values(venues.map((venue, sort) => ({ businessId: business!.id, sort, ...venue })))
    .returning({ id: locations.id });
  const files = await Promise.all(seed.images.map((image) => writeSeedImage(ctx.storage, image)));
  await ctx.db.insert(media).values(files.map((file, sort) => ({ businessId: business!.id, sort, ...file })));
  return { userId: user!.id, businessId: business!.id, username: seed.username, locations: places.map((place) => place.id) };
}

/**
 * Demo Bistro's team besides its owner, with known passwords: a manager and the door, who work at
 * every location, and the door and a manager of Demo Bistro Downtown (its second location) alone.
 */
export const DEMO_SEATS = [
  { username: "demo-manager", password: "demo1234", name: "Morgan Manager", email: "manager@demo-bistro.example.com", role: "manager" },
  { username: "demo-door", password: "demo1234", name: "Dylan Door", email: "door@demo-bistro.example.com", role: "door" },
  { username: "demo-downtown", password: "demo1234", name: "Casey Downtown", email: "downtown@demo-bistro.example.com", role: "door", downtown: true },
  {
    username: "demo-downtown-manager",
    password: "demo1234",
    name: "Riley Rivera",
    email: "riley@demo-bistro.example.com",
    role: "manager",
    downtown: true,
  },
] as const;

async function seedSeat(ctx: SeedContext, business: SeededBusiness, seat: (typeof DEMO_SEATS)[number]): Promise<SeededSeat> {
  const [user] = await ctx.db
    .insert(users)
    .values({
      username: seat.username,
      email: seat.email,
      passwordHash: await hashPassword(seat.password),
      name: seat.name,
      role: seat.role,
      businessId: business.businessId,
      locationIds: "downtown" in seat ? [business.locations[1]!] : null,
    })
    .returning({ id: users.id });
  return { userId: user!.id, username: seat.username, password: seat.password };
}

export async function seedUsers(ctx: SeedContext): Promise<SeededUsers> {
  // One after the other so ids are the same on every run (demo is always user 1, rival 2).
  const demo = await seedBusiness(ctx, DEMO);
  const rival = await seedBusiness(ctx, RIVAL);
  const demoManager = await seedSeat(ctx, demo, DEMO_SEATS[0]);
  const demoDoor = await seedSeat(ctx, demo, DEMO_SEATS[1]);
  const demoDowntownDoor = await seedSeat(ctx, demo, DEMO_SEATS[2]);
  const demoDowntownManager = await seedSeat(ctx, demo, DEMO_SEATS[3]);
  return { demo, rival, demoManager, demoDoor, demoDowntownDoor, demoDowntownManager };
}
