import { defineMessages } from '../../shared/i18n';

/**
 * Names of the module and its pages (the menu's and the title's, loaded with the console's
 * core); ids start with the module's name (lint checks it). Words every module uses (Cancel,
 * Try again, ...) come from commonMessages in shared/ui, field problems from fieldMessages.
 */
export const templateMessages = defineMessages({
  moduleName: { id: 'template.module.name', defaultMessage: 'Template' },
  itemsTitle: { id: 'template.items.title', defaultMessage: 'Items' },
});
