import { NativeSelect } from '@mantine/core';
import { LOCALES, THEMES, type Locale, type Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { languageMessages, settingsMessages, themeMessages } from '../messages';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

interface AppearanceSelectsProps {
  theme: Theme;
  locale: Locale;
  onChange: (setting: { theme: Theme } | { locale: Locale }) => void;
  /** Form names of the two controls. */
  names: { theme: string; locale: string };
  /** Offline: disabled, with the reason (see useNeedsServer). */
  controlProps: { disabled: boolean } & Record<string, unknown>;
}

/** Dark mode and language, as the user and the organization settings both offer them. */
export function AppearanceSelects({
  theme,
  locale,
  onChange,
  names,
  controlProps,
}: AppearanceSelectsProps) {
  const t = useT();
  return (
    <>
      <NativeSelect
        label={t(settingsMessages.theme)}
        name={names.theme}
        value={theme}
        data={THEMES.map((value) => ({ value, label: t(themeMessages[value]) }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isTheme(value)) onChange({ theme: value });
        }}
        {...controlProps}
      />
      <NativeSelect
        label={t(settingsMessages.language)}
        name={names.locale}
        value={locale}
        data={LOCALES.map((value) => ({ value, label: t(languageMessages[value]) }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLocale(value)) onChange({ locale: value });
        }}
        {...controlProps}
      />
    </>
  );
}
