type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a player typed or ticked in the fields of the server's page before the app took it over.
 * The app's forms write their default values into the fields when they take them (react-hook-form
 * does on registering a field), which would wipe an answer typed meanwhile: the value a field
 * holds other than the one the server sent is kept, and given back to the field, as if typed
 * again, once the app has taken it. Call before hydrating; the returned function after.
 */
export function keepTypedBeforeStart(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')].flatMap((field) => {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      const checked = field.checked;
      return checked === field.defaultChecked
        ? []
        : [{ field, give: () => setChecked(field, checked) }];
    }
    if (field instanceof HTMLInputElement && field.type === 'file') return [];
    const value = field.value;
    return value === field.defaultValue ? [] : [{ field, give: () => setValue(field, value) }];
  });
  return () => {
    for (const { field, give } of typed) if (field.isConnected) give();
  };
}

const setChecked = (field: HTMLInputElement, checked: boolean) => {
  if (field.checked === checked) return;
  field.checked = checked;
  field.dispatchEvent(new Event('change', { bubbles: true }));
};

const setValue = (field: Field, value: string) => {
  if (field.value === value) return;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
