import {
  TEMPLATE_DELETE_LIMIT,
  TEMPLATE_ITEM_DESCRIPTION_MAX,
  TEMPLATE_ITEM_NAME_MAX,
  type TemplateItem,
  type TemplateItemInput,
} from '../../../shared/contracts/_template';
import { fieldMessages } from '../../../shared/ui';
import {
  descriptionColumn,
  NameAndDescription,
  resourceMessages,
  sameShape,
  textError,
  type ResourceKind,
} from '../../../shared/ui/resource';
import { templateApi } from '../model/api';
import { itemKeys } from './keys';
import { itemMessages } from './messages';

const emptyItem: TemplateItemInput = { name: '', description: '' };

/**
 * The organization's items as the resource kit shows and edits them: the list with its
 * description, the form's name and description checked by spec 5's rules before saving (the
 * server checks them again), and spec 5's words for a name the organization already has.
 */
export const itemsKind: ResourceKind<TemplateItem, TemplateItemInput> = {
  module: 'template',
  name: 'item',
  key: itemKeys.items,
  list: templateApi.items,
  save: (organizationId, id, input) =>
    id === null
      ? templateApi.createItem(organizationId, input)
      : templateApi.updateItem(organizationId, id, input),
  remove: templateApi.deleteItems,
  deleteBatch: TEMPLATE_DELETE_LIMIT,
  idOf: (item) => item.itemId,
  labelOf: (item) => item.name,
  emptyInput: emptyItem,
  toInput: ({ name, description }) => ({ name, description }),
  isInput: sameShape(emptyItem),
  validate: (t, input) => ({
    name: textError(t, input.name, TEMPLATE_ITEM_NAME_MAX, true),
    description: textError(t, input.description, TEMPLATE_ITEM_DESCRIPTION_MAX, false),
  }),
  Fields: NameAndDescription,
  columns: (t) => [{ ...descriptionColumn, header: t(resourceMessages.columnDescription) }],
  messages: { ...itemMessages, nameTaken: fieldMessages.nameTaken },
};
