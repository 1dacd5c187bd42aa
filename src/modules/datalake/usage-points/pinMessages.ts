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
});
