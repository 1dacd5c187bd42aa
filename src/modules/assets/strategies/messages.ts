import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

export const strategyMessages = defineMessages({
  heading: { id: 'assets.strategies.heading', defaultMessage: 'Automation strategies' },
  intro: {
    id: 'assets.strategies.intro',
    defaultMessage:
      'The server executes the automated actions of a strategy from its start, tries again after the wait when an attempt fails, up to the max attempts, and never after the deadline.',
  },
  table: { id: 'assets.strategies.table', defaultMessage: 'Automation strategies' },
  create: { id: 'assets.strategies.create', defaultMessage: 'New strategy' },
  edit: { id: 'assets.strategies.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'assets.strategies.editLabel', defaultMessage: 'Edit {name}' },
  delete: { id: 'assets.strategies.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'assets.strategies.deleteLabel', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'assets.strategies.deleteTitle', defaultMessage: 'Delete {name}?' },
  deleteText: {
    id: 'assets.strategies.deleteText',
    defaultMessage: 'Its finished actions stay; they show as manual from now on.',
  },
  createTitle: { id: 'assets.strategies.createTitle', defaultMessage: 'New automation strategy' },
  editTitle: { id: 'assets.strategies.editTitle', defaultMessage: 'Edit {name}' },
  empty: { id: 'assets.strategies.empty', defaultMessage: 'No automation strategies yet.' },
  name: { id: 'assets.strategies.name', defaultMessage: 'Name' },
  wait: { id: 'assets.strategies.wait', defaultMessage: 'Approx. wait time' },
  waitUnit: { id: 'assets.strategies.waitUnit', defaultMessage: 'Unit' },
  waitText: { id: 'assets.strategies.waitText', defaultMessage: '{value} {unit}' },
  maxAttempts: { id: 'assets.strategies.maxAttempts', defaultMessage: 'Max attempts' },
  startAt: { id: 'assets.strategies.startAt', defaultMessage: 'Start at' },
  deadline: { id: 'assets.strategies.deadline', defaultMessage: 'Deadline' },
  zoneHint: { id: 'assets.strategies.zoneHint', defaultMessage: 'Time zone: {zone}' },
  actions: { id: 'assets.strategies.actions', defaultMessage: 'Actions' },
  required: fieldMessages.required,
  tooLong: fieldMessages.tooLong,
  numberRange: fieldMessages.between,
  invalidDate: { id: 'assets.strategies.invalidDate', defaultMessage: 'Date is invalid' },
  deadlineBeforeStart: {
    id: 'assets.strategies.deadlineBeforeStart',
    defaultMessage: 'End date cannot be before start date',
  },
  saveFailed: {
    id: 'assets.strategies.saveFailed',
    defaultMessage: 'Something went wrong when saving automation strategy',
  },
  deleteFailed: {
    id: 'assets.strategies.deleteFailed',
    defaultMessage: 'Something went wrong when deleting automation strategy',
  },
  fetchFailed: {
    id: 'assets.strategies.fetchFailed',
    defaultMessage: 'Something went wrong when fetching automation strategy',
  },
});

export const waitUnitMessages = defineMessages({
  SECONDS: { id: 'assets.waitUnit.seconds', defaultMessage: 'seconds' },
  MINUTES: { id: 'assets.waitUnit.minutes', defaultMessage: 'minutes' },
  HOURS: { id: 'assets.waitUnit.hours', defaultMessage: 'hours' },
});
