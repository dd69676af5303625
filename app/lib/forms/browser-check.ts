// The browser's side of a form's validation, without zod: the native constraint attributes the
// server derived from its schema (`browserRules` in forms.server.ts) say what is missing, and
// the server's own message for an empty field says it. Any other rule, and every cross-field
// one, the server answers after submit with its schema's message, as it does without JavaScript.
import { parse } from "@conform-to/react";

type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

export type BrowserRules = { constraint: Record<string, Constraint>; whenEmpty: Record<string, string> };

type Submitter = HTMLInputElement | HTMLButtonElement | null;

/** The submitters that keep what was typed without checking it (Back, Upload, Load more…). */
const UNCHECKED_INTENTS = ["back", "more", "upload", "previous"];

function isControl(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The empty required fields of a form, with the server's message for each. */
export function emptyFields(form: HTMLFormElement, whenEmpty: Record<string, string>): Record<string, string[]> {
  const error: Record<string, string[]> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || !element.validity.valueMissing) continue;
    const message = whenEmpty[element.name];
    if (message) error[element.name] = [message];
  }
  return error;
}

/**
 * conform's `onValidate` for a page whose rules came from the server. On submit it checks every
 * field; when one field is checked again as it is edited, only that field's message changes and
 * the others, the server's among them, stay until the next submit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function checkInBrowser<Shape extends Record<string, any> = Record<string, any>>(rules: BrowserRules) {
  // The value is the form's own: the server parses it with its schema when it arrives.
  return ({ form, formData, submitter }: { form: HTMLFormElement; formData: FormData; submitter?: Submitter }) =>
    parse<Shape, string[]>(formData, {
      resolve(value, intent) {
        const unchecked = submitter?.name === "intent" && UNCHECKED_INTENTS.includes(submitter.value);
        const missing = unchecked ? {} : emptyFields(form, rules.whenEmpty);
        const only = intent?.type === "validate" ? intent.payload.name : undefined;
        if (!only) return Object.keys(missing).length > 0 ? { error: missing } : { value: value as Shape };
        const error: Record<string, string[] | null> = { "": null };
        for (const element of Array.from(form.elements)) {
          if (isControl(element) && element.name && element.name !== only) error[element.name] = null;
        }
        if (missing[only]) error[only] = missing[only];
        return { error };
      },
    });
}
