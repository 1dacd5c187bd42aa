export { defineMessages, type Message, type MessageValues, type Translate } from './messages';
export {
  CORE_PART,
  intlLocaleOf,
  htmlLangOf,
  loadCatalogue,
  type CatalogueLoader,
  type MessageCatalogue,
} from './locales';
export { createTranslator, browserTimeZone, type Translator } from './translator';
export { useI18n, useT, useTimeZone } from './context';
export { I18nProvider } from './I18nProvider';
export { AwaitMessages, useMessagePart } from './parts';
