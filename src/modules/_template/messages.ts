import { defineMessages } from '../../shared/i18n';

/**
 * Names of the module and its pages; ids start with the module's name (lint checks it).
 * Words every module uses (Cancel, Try again, ...) come from commonMessages in shared/ui.
 * The template's messages are not extracted into locales/en.json: a copy's are.
 */
export const templateMessages = defineMessages({
  moduleName: { id: 'template.module.name', defaultMessage: 'Template' },
  exampleTitle: { id: 'template.example.title', defaultMessage: 'Example' },
  exampleHeading: { id: 'template.example.heading', defaultMessage: 'Example page' },
  serviceCount: {
    id: 'template.example.serviceCount',
    defaultMessage: '{count, plural, one {# service} other {# services}}',
  },
});
