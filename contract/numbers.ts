// The numbers of the product's rules that both programs state: the API enforces them, the web
// tool says them in its sentences and hides what they forbid.

/** A model may be reminded of a post at most once in this many hours, automatic reminders included. */
export const REMIND_AGAIN_HOURS = 48;

/** The claim rule counts a model's no-shows of the last this many days. */
export const NO_SHOW_DAYS = 90;
