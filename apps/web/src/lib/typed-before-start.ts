type Field = HTMLInputElement | HTMLTextAreaElement;
type Answer = { checked: boolean } | { value: string };

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What a player typed or ticked in the fields of the server's page before the app took it over.
 * The app's forms write their default values into the fields when they take them (react-hook-form
 * does on registering a field), which would wipe an answer typed meanwhile: the value a field
 * holds other than the one the server sent is kept, and given back, as if typed again, once the
 * app has rendered. Call before the app's first render; the returned function after it. A field
 * the app rendered anew (another language) is found by its name: the one field of that name and
 * type in the root.
 */
export function keepTypedBeforeStart(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')].flatMap((field) => {
    if (field instanceof HTMLInputElement && field.type === 'file') return [];
    const answer: Answer | null = isChoice(field)
      ? field.checked !== field.defaultChecked
        ? { checked: field.checked }
        : null
      : field.value !== field.defaultValue
        ? { value: field.value }
        : null;
    return answer ? [{ field, name: field.name, type: field.type, answer }] : [];
  });
  return () => {
    for (const { field, name, type, answer } of typed) {
      const now = field.isConnected ? field : sameField(root, name, type);
      if (!now) continue;
      if ('checked' in answer) {
        if (!isChoice(now) || now.checked === answer.checked) continue;
        now.checked = answer.checked;
        now.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (now.value !== answer.value) {
        now.value = answer.value;
        now.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}

const sameField = (root: HTMLElement, name: string, type: string): Field | null => {
  if (!name) return null;
  const named = [...root.querySelectorAll<Field>('input, textarea')].filter(
    (f) => f.name === name && f.type === type,
  );
  return named.length === 1 ? (named[0] ?? null) : null;
};
