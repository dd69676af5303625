// What the Offers page says after each of its forms succeeded (the forms: actions.schema.ts).
/** What the page says after each action succeeded. */
export const doneMessages: Record<string, string> = {
  "check-in": "The model is checked in.",
  "cancel-offer": "The offer was cancelled.",
  "cancel-claim": "The claim was cancelled.",
  "cancel-group": "The group was cancelled.",
  "cancel-reservation": "The reservation was cancelled.",
  reserve: "The reservation time was saved.",
  remind: "The reminder was sent.",
};
