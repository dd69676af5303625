// Working hours (docs/product/accounts.md#working-hours): per weekday an open and a close time as HH:mm, or a
// closed day. A day ends at midnight, so the close time must come after the open time. The
// form's schema is in working-hours.schema.ts, so pages that only show hours carry no zod.
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayHours = { open: string; close: string } | null;
export type WorkingHours = Record<Weekday, DayHours>;

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function weekdayLabel(day: Weekday) {
  return day[0]!.toUpperCase() + day.slice(1);
}

/** The form's starting values from the API's working_hours (a missing day is closed). */
export function hoursFormValues(hours: Partial<Record<string, DayHours>> | null | undefined) {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = hours?.[day] ?? null;
      return [day, value ? { open: value.open, close: value.close, closed: undefined } : { open: "", close: "", closed: "on" }];
    }),
  ) as Record<Weekday, { open: string; close: string; closed: "on" | undefined }>;
}

/** What PUT /businesses/{id}/working-hours expects: the hours as a JSON string. */
export function workingHoursPayload(hours: WorkingHours) {
  return { working_hours: JSON.stringify(hours) };
}

/** "11:00" → "11:00 AM" style for reading on the profile page. */
export function formatTime(value: string) {
  if (!HH_MM.test(value)) return value;
  const [h, m] = value.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}
