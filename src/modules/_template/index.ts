import { TEMPLATE_ACTIONS } from '../../shared/contracts/_template';
import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { templateMessages } from './messages';
import { templateRoutes } from './routes';

// (template) The module every new module starts from (README, "Adding a module"): in no list,
// (template) so never shown, and its id is no module's. scripts/new-module.ts <id> copies it
// (template) with its server twin, writing each line marked `// new-module:` as marked.

/**
 * The module's one public entry: its id (one of MODULE_IDS), base path, label, pages, menu,
 * frame and who may open it. Its page changes items, so it is for those the contract lets.
 */
export const templateModule: ConsoleModule = {
  id: 'template' as ConsoleModule['id'], // new-module: id: 'template',
  basePath: 'template',
  label: templateMessages.moduleName,
  routes: templateRoutes,
  // Kept mounted while the user moves between the module's pages: one refresh control.
  frame: lazyPage(() => import('./TemplateFrame').then((m) => ({ default: m.TemplateFrame }))),
  nav: navFromRoutes(templateRoutes),
  access: { role: TEMPLATE_ACTIONS.manageItems.role },
  // On a service of its own, not this server's (README, "External modules and wall pages"):
  // kind: 'external', service: 'template',
};
