// The plans and how often they are paid for: the Plan page offers them, the API starts them.

export const PLAN_NAMES = ["basic", "pro", "enterprise"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const FREQUENCIES = ["monthly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
