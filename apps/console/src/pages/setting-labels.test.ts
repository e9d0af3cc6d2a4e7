import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { rootSchema } from './config-form';
import { settingPaths } from './setting-labels';

type Tree = { [key: string]: string | Tree };

/** The labels of a locale by the field's path (`money.withdraw.min`). */
const labelsOf = (locale: unknown) =>
  (locale as { console: { settings: { labels: Tree } } }).console.settings.labels;

describe('settings labels', () => {
  const paths = settingPaths(rootSchema);

  it('lists the fields of the merchant configuration', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'branding.colours.primary',
        'money.banks.code',
        'whitelabel.CBS3',
        'money.withdraw.depositTurnoverPercent',
      ]),
    );
  });

  it.each([
    ['en', en],
    ['th', th],
  ])('gives every field a label in %s', (_, locale) => {
    const labels = labelsOf(locale);
    expect(paths.filter((path) => typeof labels[path] !== 'string')).toEqual([]);
  });
});
