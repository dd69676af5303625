import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();

const hoursUrl = (businessId: number) => `/v1.3/businesses/${businessId}/working-hours`;
const putHours = (payload: unknown, token = demo, businessId = api.users.demo.businessId) =>
  api.app.inject({ method: "PUT", url: hoursUrl(businessId), headers: api.headers(token), payload: payload as object });
const getHours = (token = demo, businessId = api.users.demo.businessId) =>
  api.app.inject({ method: "GET", url: hoursUrl(businessId), headers: api.headers(token) });

const week = {
  monday: { open: "08:00", close: "16:30" },
  tuesday: { open: "08:00", close: "16:30" },
  wednesday: null,
  thursday: { open: "00:00", close: "23:59" },
  friday: { open: "12:00", close: "22:00" },
  saturday: null,
  sunday: null,
};

describe("PUT /businesses/:id/working-hours", () => {
  it("saves working hours sent as a JSON string, closed days as null", async () => {
    const response = await putHours({ working_hours: JSON.stringify(week) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ working_hours: week });
    expect((await getHours()).json()).toEqual({ working_hours: week });
  });

  it("takes an object too, and a day left out is closed", async () => {
    const response = await putHours({ working_hours: { monday: { open: "09:00", close: "17:00" } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().working_hours).toMatchObject({ monday: { open: "09:00", close: "17:00" }, sunday: null });
  });

  it("refuses close before open, times that are not HH:mm, unknown days and bad JSON", async () => {
    const before = (await getHours()).json();
    const closeFirst = await putHours({ working_hours: JSON.stringify({ ...week, friday: { open: "18:00", close: "09:00" } }) });
    expect(closeFirst.statusCode).toBe(400);
    expect(closeFirst.json()).toMatchObject({
      message: "friday: the closing time must be after the opening time.",
      fields: { "friday.close": "friday: the closing time must be after the opening time." },
    });
    const same = await putHours({ working_hours: JSON.stringify({ ...week, friday: { open: "09:00", close: "09:00" } }) });
    expect(same.statusCode).toBe(400);
    for (const bad of ["9:00", "24:00", "12:60", "noon", 900]) {
      const response = await putHours({ working_hours: JSON.stringify({ ...week, monday: { open: bad, close: "23:00" } }) });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().fields["monday.open"]).toBeTruthy();
    }
    const unknownDay = await putHours({ working_hours: JSON.stringify({ ...week, funday: null }) });
    expect(unknownDay.statusCode).toBe(400);
    expect(unknownDay.json().message).toBe("Unknown field: funday.");
    const notJson = await putHours({ working_hours: "{monday:" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe("working_hours is not valid JSON.");
    expect((await putHours({ working_hours: "[]" })).statusCode).toBe(400);
    expect((await putHours({})).statusCode).toBe(400);
    expect((await getHours()).json()).toEqual(before);
  });

  it("is a 404 for another business, which stays unchanged", async () => {
    const rivalBefore = (await getHours(rival, api.users.rival.businessId)).json();
    expect((await putHours({ working_hours: JSON.stringify(week) }, demo, api.users.rival.businessId)).statusCode).toBe(404);
    expect((await getHours(demo, api.users.rival.businessId)).statusCode).toBe(404);
    expect((await getHours(rival, api.users.rival.businessId)).json()).toEqual(rivalBefore);
    expect((await putHours({ working_hours: "{}" }, "")).statusCode).toBe(401);
  });
});
