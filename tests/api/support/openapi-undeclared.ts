// The routes of the API whose answers are not declared yet (tests/api/openapi.test.ts): the list
// only shrinks. A route that declares its answer (schema.response, from contract/schemas/) leaves it.
export const UNDECLARED_ANSWERS: readonly string[] = [];
