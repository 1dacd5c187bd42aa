import type { ModuleId } from './modules';

export const LOCALES = ['en', 'no', 'fr', 'zh', 'dk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/** User-level configuration (spec 3.1). Unset values fall back to the organization's. */
export interface UserConfiguration {
  locale: Locale;
  theme: Theme;
  /** IANA zone; null means the browser's. */
  timeZone: string | null;
}

/** Organization-level configuration adds modules and data-lake hosts. */
export interface OrganizationConfiguration extends UserConfiguration {
  modules: ModuleId[];
  dataLakeApiHost: string | null;
  dataLakeGraphqlHost: string | null;
}
