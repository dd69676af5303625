import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";
import { jobBody } from "../support/offers";

const { api, demo } = await useSignedInApi();
const demoId = api.users.demo.businessId;
const [own] = await api.db.select().from(media).where(eq(media.businessId, demoId));
const imageId = own!.id;

const create = (body: object, token = demo, business = demoId) =>
  api.app.inject({ method: "POST", url: `/v1.3/businesses/${business}/deals/`, headers: api.headers(token), payload: body });
const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });

describe("job model requirements", () => {
  async function ids(list: string, filter = "all") {
    return (await get(`/enum/${list}?filter=${filter}`)).json().data as { id: number; label: string; sex?: string }[];
  }

  it("stores every requirement chosen from the reference lists", async () => {
    const [waist, dress, shoesF, shoesM, suits] = await Promise.all([
      ids("model_waist_sizes"),
      ids("model_dress_sizes"),
      ids("model_shoe_sizes", "f"),
      ids("model_shoe_sizes", "m"),
      ids("model_suit_sizes"),
    ]);
    const requirements = {
      height_minimum: 1650,
      height_maximum: 1850,
      waist_size_ids: [waist[0]!.id],
      hair_colors: ["Black"],
      eye_colors: ["Blue"],
      backgrounds: ["Mixed"],
      bust_minimum: 30,
      bust_maximum: 36,
      hips_minimum: 32,
      hips_maximum: 40,
      dress_size_ids: [dress[1]!.id],
      shoe_size_ids: [shoesF[0]!.id],
      collar_minimum: 14,
      collar_maximum: 16,
      sleeve_minimum: 32,
      sleeve_maximum: 35,
      suit_size_ids: [suits[2]!.id],
      inseam_minimum: 30,
      inseam_maximum: 34,
      male_shoe_size_ids: [shoesM[0]!.id],
    };
    const response = await create(jobBody(imageId, requirements));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ type: "job", mode: "apply", job_requirements: requirements });
  });

  it.each([
    [{ height_minimum: 1400 }, "job_requirements.height_minimum", "Height must be between 150 and 200."],
    [{ bust_minimum: 40, bust_maximum: 30 }, "job_requirements.bust_minimum", "Minimum bust can't be over the maximum bust"],
    [{ inseam_maximum: 60 }, "job_requirements.inseam_maximum", "Inseam must be between 26 and 38."],
    [{ collar_minimum: 12 }, "job_requirements.collar_minimum", "Collar must be between 13 and 19."],
    [{ waist_size_ids: [9999] }, "job_requirements.waist_size_ids", "Choose sizes from the list."],
    [{ hair_colors: ["Purple"] }, "job_requirements.hair_colors", "Choose from the list."],
    [{ backgrounds: ["Martian"] }, "job_requirements.backgrounds", "Choose from the list."],
    [{ sleeve_minimum: "long" }, "job_requirements.sleeve_minimum", "sleeve_minimum must be a number."],
    [{ shoe_size: 3 }, "job_requirements", "Unknown field: shoe_size."],
  ])("%j → 400 %s", async (requirements, field, message) => {
    const response = await create(jobBody(imageId, requirements));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("checks each size list is the right one for the sex", async () => {
    const [shoesM, suits] = await Promise.all([ids("model_shoe_sizes", "m"), ids("model_suit_sizes")]);
    // A men's shoe size among the women's, and a suit size as a dress size.
    const wrong = await create(jobBody(imageId, { shoe_size_ids: [shoesM[0]!.id], dress_size_ids: [suits.at(-1)!.id + 100] }));
    expect(wrong.json().fields).toMatchObject({
      "job_requirements.shoe_size_ids": "Choose sizes from the list.",
      "job_requirements.dress_size_ids": "Choose sizes from the list.",
    });
  });

  it("ignores requirements on other offer types", async () => {
    const response = await create({
      ...jobBody(imageId, { bust_minimum: 999 }),
      type: "anytime",
      display_start_date: null,
      display_end_date: null,
      repeat_type: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.job_requirements).toBeNull();
  });
});
