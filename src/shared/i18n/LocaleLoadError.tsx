import { useT } from './context';
import { defineMessages } from './messages';

const messages = defineMessages({
  failed: {
    id: 'shared.i18n.localeLoadError.message',
    defaultMessage: 'Something went wrong. Try again later or contact us for help.',
  },
});

/** Shown when the catalogue of the chosen locale cannot be loaded. */
export function LocaleLoadError() {
  const t = useT();
  return (
    <main role="alert" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <p>{t(messages.failed)}</p>
    </main>
  );
}
