import type { DataProvider } from 'react-admin';
import { catalogueProviders } from './catalogue-data';
import { contentProviders } from './content-data';

/** The part of react-admin's data provider one resource answers. */
export type AreaProvider = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update'>>;

/** Each area's resources, by name; the data provider asks here first (one line per area). */
export const areaProviders: Record<string, AreaProvider> = {
  ...contentProviders,
  ...catalogueProviders,
};
