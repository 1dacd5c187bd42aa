import { defineMessages } from '../../shared/i18n';

/** Names of the module and its pages; loaded with the menu, so kept small. */
export const assetsMessages = defineMessages({
  moduleName: { id: 'assets.module.name', defaultMessage: 'Assets' },
  actionsTitle: { id: 'assets.actions.title', defaultMessage: 'Actions' },
  assetsTitle: { id: 'assets.assets.title', defaultMessage: 'Assets' },
  assetTitle: { id: 'assets.asset.title', defaultMessage: 'Asset' },
  strategiesTitle: { id: 'assets.strategies.title', defaultMessage: 'Automation strategies' },
  auditTitle: { id: 'assets.audit.title', defaultMessage: 'Audit log' },
});
