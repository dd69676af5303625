// What a brand types before the page's scripts have run stays typed. Hydration can put a
// field back to the value the server wrote (React does so to a <textarea>, and a controlled
// field renders its state): the fields changed by hand are noted just before hydration, and
// while it runs, and written back once it is done, as typing would (an input event), so the
// form's code sees them too.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string } | { checked: boolean };

const typed = new Map<Field, Typed>();
let watching = false;

const UNKEPT = new Set(["file", "hidden", "submit", "button", "reset", "image", "password"]);

function note(field: Field) {
  if (field instanceof HTMLInputElement) {
    if (UNKEPT.has(field.type)) return;
    if (field.type === "checkbox" || field.type === "radio") {
      if (field.checked !== field.defaultChecked) typed.set(field, { checked: field.checked });
      return;
    }
    if (field.value !== field.defaultValue) typed.set(field, { value: field.value });
  } else if (field instanceof HTMLTextAreaElement) {
    if (field.value !== field.defaultValue) typed.set(field, { value: field.value });
  } else if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
    typed.set(field, { value: field.value });
  }
}

const onInput = (event: Event) => {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) note(target);
};

/** Notes every field changed by hand so far, and every change until keepTyped(). Call before hydrating. */
export function noteTyped(root: Document) {
  root.querySelectorAll<Field>("input, textarea, select").forEach(note);
  root.addEventListener("input", onInput, true);
  root.addEventListener("change", onInput, true);
  watching = true;
}

/** Writes back what hydration undid. Call once, after hydration (the root's first effect). */
export function keepTyped(root: Document) {
  if (!watching) return;
  watching = false;
  root.removeEventListener("input", onInput, true);
  root.removeEventListener("change", onInput, true);
  for (const [field, was] of typed) {
    if (!field.isConnected) continue;
    if ("checked" in was) {
      // A radio is unchosen only by choosing another: that one is written back.
      if (!(field instanceof HTMLInputElement) || (field.type === "radio" && !was.checked)) continue;
      // A box or radio that hydration left as chosen is still clicked once, from the other state,
      // so the form's code sees the choice (a radio chosen early asks what choosing it asks).
      if (field.checked === was.checked) field.checked = !was.checked;
      field.click();
      continue;
    }
    if (field.value === was.value) continue;
    // The prototype's setter, so a controlled field's change handler sees the change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, was.value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  typed.clear();
}
