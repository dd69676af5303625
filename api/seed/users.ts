// Seed area: the two demo businesses of ARCHITECTURE.md ("Demo Bistro" and "Rival Studio"),
// their accounts and profile media.
import { businesses, media, users, type Location, type WorkingHours } from "../db/schema";
import { hashPassword } from "../services/accounts/passwords";
import { writeSeedImage, type SeedImage } from "./images";
import type { SeedContext } from "./index";

export type SeededBusiness = { userId: number; businessId: number; username: string };
export type SeededSeat = { userId: number; username: string; password: string };
export type SeededUsers = { demo: SeededBusiness; rival: SeededBusiness; demoManager: SeededSeat; demoDoor: SeededSeat };

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
  images: SeedImage[];
};

const hours = (open: string, close: string) => ({ open, close });

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
      location: seed.location,
      workingHours: seed.workingHours,
    })
    .returning({ id: businesses.id });
  const files = await Promise.all(seed.images.map((image) => writeSeedImage(ctx.storage, image)));
  await ctx.db.insert(media).values(files.map((file, sort) => ({ businessId: business!.id, sort, ...file })));
  return { userId: user!.id, businessId: business!.id, username: seed.username };
}

/** Demo Bistro's team besides its owner: a manager and the door, with known passwords. */
export const DEMO_SEATS = [
  { username: "demo-manager", password: "demo1234", name: "Morgan Manager", email: "manager@demo-bistro.example.com", role: "manager" },
  { username: "demo-door", password: "demo1234", name: "Dylan Door", email: "door@demo-bistro.example.com", role: "door" },
] as const;

async function seedSeat(ctx: SeedContext, businessId: number, seat: (typeof DEMO_SEATS)[number]): Promise<SeededSeat> {
  const [user] = await ctx.db
    .insert(users)
    .values({ username: seat.username, email: seat.email, passwordHash: await hashPassword(seat.password), name: seat.name, role: seat.role, businessId })
    .returning({ id: users.id });
  return { userId: user!.id, username: seat.username, password: seat.password };
}

export async function seedUsers(ctx: SeedContext): Promise<SeededUsers> {
  // One after the other so ids are the same on every run (demo is always user 1, rival 2).
  const demo = await seedBusiness(ctx, DEMO);
  const rival = await seedBusiness(ctx, RIVAL);
  const demoManager = await seedSeat(ctx, demo.businessId, DEMO_SEATS[0]);
  const demoDoor = await seedSeat(ctx, demo.businessId, DEMO_SEATS[1]);
  return { demo, rival, demoManager, demoDoor };
}
