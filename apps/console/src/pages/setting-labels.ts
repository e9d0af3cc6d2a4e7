import { useTranslate } from 'react-admin';
import { isCatalogueLanguage, languageNameOf } from '@lotto/contract';

/** The part of JSON Schema the merchant configuration uses (config-form.tsx reads the rest). */
interface LabelSchema {
  type?: string;
  properties?: Record<string, LabelSchema>;
  additionalProperties?: LabelSchema | boolean;
  propertyNames?: { enum?: (string | number)[] };
  items?: LabelSchema;
}

/** A field's dotted path without its row numbers: `money.banks.2.code` is `money.banks.code`. */
const settingPath = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

/**
 * Every field the settings form shows a label for: each group and field of the schema, each
 * field of a list's rows, and each flag of a map of switches.
 */
export function settingPaths(schema: LabelSchema, prefix = ''): string[] {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const children = Object.entries(schema.properties ?? {}).flatMap(([key, s]) => [
    at(key),
    ...settingPaths(s, at(key)),
  ]);
  const rows =
    schema.type === 'array' && schema.items?.properties ? settingPaths(schema.items, prefix) : [];
  const additional = schema.additionalProperties;
  const flags =
    typeof additional === 'object' && additional.type === 'boolean'
      ? (schema.propertyNames?.enum ?? []).map((name) => at(String(name)))
      : [];
  return [...children, ...rows, ...flags];
}

/**
 * A setting's label and its one-line help in the operator's language, by the field's path
 * (the locale files key them by the dotted path: `console.settings.labels.money.withdraw.min`).
 * A field without a text yet shows its key, and no help.
 */
export function useSettingLabels() {
  const translate = useTranslate();
  const label = (path: string) =>
    translate(`console.settings.labels.${settingPath(path)}`, {
      _: path.split('.').at(-1) ?? path,
    });
  return {
    label,
    help: (path: string): string | undefined =>
      translate(`console.settings.help.${settingPath(path)}`, { _: '' }) || undefined,
    /**
     * One option of a picker: a language by its name in its own script, as the app's language
     * picker lists it (the same in every console language), any other by its text.
     */
    option: (path: string, value: string, options: readonly string[]) =>
      options.every(isCatalogueLanguage) && isCatalogueLanguage(value)
        ? languageNameOf(value)
        : label(`${path}.${value}`),
    /** A field named with its group, for a list of problems: `การถอนเงิน › ถอนขั้นต่ำ`. */
    named: (path: string) => {
      const parent = settingPath(path).split('.').slice(0, -1).join('.');
      return parent ? `${label(parent)} › ${label(path)}` : label(path);
    },
  };
}
