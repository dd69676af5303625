// A brand's locations through the API as the brand: for the checks of every page (valid HTML, a
// text browser) that need a retired location, which the demo brand does not have.
import { apiAs, type Brand, expect } from "./fixtures";

const nineToFive = { open: "09:00", close: "17:00" };

/** Adds a location to the brand and retires it: its id. */
export async function retiredLocation(brand: Brand, name = "Old Shop") {
  const api = await apiAs(brand);
  const working_hours = {
    monday: nineToFive,
    tuesday: nineToFive,
    wednesday: nineToFive,
    thursday: nineToFive,
    friday: nineToFive,
    saturday: null,
    sunday: null,
  };
  const added = await api.call<{ data: { id: number } }>("POST", `/businesses/${api.businessId}/locations`, {
    name,
    address: "1 Old St, Brooklyn, NY 11201",
    timezone: "America/New_York",
    working_hours,
  });
  expect(added.status, "the API adds the location").toBe(201);
  const retired = await api.call("POST", `/businesses/${api.businessId}/locations/${added.body.data.id}/retire`, {});
  expect(retired.status, "the API retires the location").toBe(200);
  return added.body.data.id;
}
