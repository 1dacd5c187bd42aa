import { defineMessages } from '../../shared/i18n';

export const tabsMessages = defineMessages({
  mode: { id: 'tabs.mode.label', defaultMessage: 'Screens' },
  multiScreen: { id: 'tabs.mode.multiScreen', defaultMessage: 'MultiScreen' },
  independent: { id: 'tabs.mode.independent', defaultMessage: 'Independent' },
  multiScreenHelp: {
    id: 'tabs.mode.multiScreenHelp',
    defaultMessage: 'Open windows share the date range and the refresh timer.',
  },
  independentHelp: {
    id: 'tabs.mode.independentHelp',
    defaultMessage: 'Each window has its own date range and refresh timer.',
  },
  otherWindows: {
    id: 'tabs.otherWindows',
    defaultMessage:
      '{count, plural, =0 {No other window is open.} one {# other window is open.} other {# other windows are open.}}',
  },
});
