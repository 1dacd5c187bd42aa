import { defineMessages } from '../../../shared/i18n';

export const pinMessages = defineMessages({
  pin: { id: 'datalake.pins.pin', defaultMessage: 'Pin for site visit' },
  unpin: { id: 'datalake.pins.unpin', defaultMessage: 'Unpin' },
  heading: { id: 'datalake.pins.heading', defaultMessage: 'Pinned for a site visit' },
  none: {
    id: 'datalake.pins.none',
    defaultMessage: 'Pin usage points to keep them, with their readings, for use offline.',
  },
  minutes: {
    id: 'datalake.pins.minutes',
    defaultMessage:
      '{n, plural, =0 {fetched just now} one {fetched # minute ago} other {fetched # minutes ago}}',
  },
  hours: {
    id: 'datalake.pins.hours',
    defaultMessage: '{n, plural, one {fetched # hour ago} other {fetched # hours ago}}',
  },
  days: {
    id: 'datalake.pins.days',
    defaultMessage: '{n, plural, one {fetched # day ago} other {fetched # days ago}}',
  },
  notFetched: { id: 'datalake.pins.notFetched', defaultMessage: 'not fetched yet' },
  kilobytes: { id: 'datalake.pins.kilobytes', defaultMessage: '{n} kB' },
  megabytes: { id: 'datalake.pins.megabytes', defaultMessage: '{n} MB' },
  starting: { id: 'datalake.pins.starting', defaultMessage: 'Keeping for offline use…' },
  keeping: {
    id: 'datalake.pins.keeping',
    defaultMessage: 'Keeping for offline use: {kept} of {total} parts, {size}…',
  },
  complete: {
    id: 'datalake.pins.complete',
    defaultMessage:
      'Kept for offline use: {total} parts, {size}. Complete: details, message log, related assets and the readings of the last 7 days.',
  },
  waiting: {
    id: 'datalake.pins.waiting',
    defaultMessage:
      'Kept for offline use: {kept} of {total} parts, {size}. The rest is fetched when the server can be reached.',
  },
  waitingNone: {
    id: 'datalake.pins.waitingNone',
    defaultMessage: 'Nothing kept yet: it is fetched when the server can be reached.',
  },
  failed: {
    id: 'datalake.pins.failed',
    defaultMessage: 'Kept {kept} of {total} parts, {size}: the rest could not be fetched.',
  },
  shortComplete: { id: 'datalake.pins.shortComplete', defaultMessage: 'complete, {size}' },
  shortPartial: {
    id: 'datalake.pins.shortPartial',
    defaultMessage: '{kept} of {total} parts kept, {size}',
  },
  refused: {
    id: 'datalake.pins.refused',
    defaultMessage:
      'This usage point cannot be pinned offline: nothing of it was fetched on this device. Pin it once you are back online.',
  },
  pinnedReadings: {
    id: 'datalake.pins.pinnedReadings',
    defaultMessage:
      'Offline: showing the readings kept with the pin (the last 7 days, at the selectors’ defaults).',
  },
});
