import { request, type ServiceName } from '../../../shared/api';
import type {
  DeleteTemplateItemsResult,
  TemplateItem,
  TemplateItemInput,
} from '../../../shared/contracts/_template';

// (template) The template's service is in no list, so the runtime configuration does not name
// (template) it: scripts/new-module.ts adds a new module's there, and writes the line as marked.
const service = 'template' as ServiceName; // new-module: const service: ServiceName = 'template';

/**
 * Client of the module's service (server/src/services/_template; its base is the runtime
 * configuration's `template`). Only this module calls it, so it lives here, not in shared/api.
 */
export const templateApi = {
  items: (organizationId: number) =>
    request<TemplateItem[]>(service, `/v1/${organizationId}/items`),
  createItem: (organizationId: number, input: TemplateItemInput) =>
    request<TemplateItem>(service, `/v1/${organizationId}/items`, { method: 'POST', body: input }),
  updateItem: (organizationId: number, itemId: number, input: TemplateItemInput) =>
    request<TemplateItem>(service, `/v1/${organizationId}/items/${itemId}`, {
      method: 'PUT',
      body: input,
    }),
  deleteItems: (organizationId: number, itemIds: readonly number[]) =>
    request<DeleteTemplateItemsResult>(service, `/v1/${organizationId}/items/delete`, {
      method: 'POST',
      body: { itemIds },
    }),
};
