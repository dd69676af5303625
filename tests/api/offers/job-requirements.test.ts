import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "../../../api/db/schema";
import { jobOfferSchema } from "../../../contract/schemas/call-sheet";
import { useSignedInApi } from "../support/helpers";
import { jobBody } from "../support/offers";

const { api, demo } = await useSignedInApi();
const demoId = api.users.demo.businessId;
const [own] = await api.db.select().from(media).where(eq(media.businessId, demoId));
const imageId = own!.id;

const create = (body: object, token = demo, business = demoId) =>
  api.app.inject({ method: "POST", url: `/v1.3/businesses/${business}/deals/`, headers: api.headers(token), payload: body });
const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });
const sendCallSheet = (id: number, body: object) =>
  api.app.inject({ method: "POST", url: `/v1.3/deals/${id}/call_sheet/`, headers: api.headers(demo), payload: body });

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
    expect(response.json().data).toMatchObject({ type: "job", mode: "apply", model_requirements: requirements, job_requirements: null });
  });

  it.each([
    [{ height_minimum: 1400 }, "model_requirements.height_minimum", "Height must be between 150 and 200."],
    [{ bust_minimum: 40, bust_maximum: 30 }, "model_requirements.bust_minimum", "Minimum bust can't be over the maximum bust"],
    [{ inseam_maximum: 60 }, "model_requirements.inseam_maximum", "Inseam must be between 26 and 38."],
    [{ collar_minimum: 12 }, "model_requirements.collar_minimum", "Collar must be between 13 and 19."],
    [{ waist_size_ids: [9999] }, "model_requirements.waist_size_ids", "Choose sizes from the list."],
    [{ hair_colors: ["Purple"] }, "model_requirements.hair_colors", "Choose from the list."],
    [{ backgrounds: ["Martian"] }, "model_requirements.backgrounds", "Choose from the list."],
    [{ sleeve_minimum: "long" }, "model_requirements.sleeve_minimum", "sleeve_minimum must be a number."],
    [{ shoe_size: 3 }, "model_requirements", "Unknown field: shoe_size."],
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
      "model_requirements.shoe_size_ids": "Choose sizes from the list.",
      "model_requirements.dress_size_ids": "Choose sizes from the list.",
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
    expect(response.json().data.model_requirements).toBeNull();
  });
});

describe("a job's model requirements beside its call sheet", () => {
  const requirements = { height_minimum: 1650, bust_minimum: 30, bust_maximum: 36, hair_colors: ["Black"] };
  const sheet = {
    location: "200 5th Ave, New York",
    job_requirements: "Black shoes.",
    job_end_date_duration: 8,
    job_start_date_type: "all",
    job_start_date: "2030-01-10T14:00:00.000Z",
  };

  it("the call sheet page reads a job made in the wizard before its call sheet is sent", async () => {
    const created = await create(jobBody(imageId, requirements, "Casting before its call sheet"));
    expect(created.statusCode).toBe(201);
    const answer = await get(`/deals/${created.json().data.id}`);
    expect(answer.statusCode).toBe(200);
    // The page reads the offer with this schema (app/lib/api/call-sheet.server.ts): the text is empty until the sheet is sent.
    expect(jobOfferSchema.parse(answer.json()).data).toMatchObject({ job_requirements: null, model_requirements: requirements });
  });

  it("sending the call sheet keeps the model requirements, and the offer answers both", async () => {
    const created = (await create(jobBody(imageId, requirements, "Casting with its call sheet"))).json().data;
    const sent = await sendCallSheet(created.id, sheet);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ job_requirements: "Black shoes.", model_requirements: created.model_requirements });
    const offer = (await get(`/deals/${created.id}`)).json().data;
    expect(offer.job_requirements).toBe("Black shoes.");
    expect(offer.model_requirements).toEqual(created.model_requirements);
    expect(offer.model_requirements).toMatchObject(requirements);
  });
});
