// The wizard's time pickers: hours 1–12 (12 first) and minutes in steps of five. Free of the
// time-zone code in time.ts, which only the server needs.
export const HOURS_12 = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
export const MINUTES_5 = Array.from({ length: 12 }, (_, i) => i * 5);
