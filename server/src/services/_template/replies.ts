import type { DeleteTemplateItemsResult, TemplateItem } from '@contracts/_template';
import * as s from '../../lib/schemas';

/** Who created and last changed a row, and when. */
const stamps = {
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
};

/**
 * TemplateItem of the contract: built from the type, so a field of it missing here (or one
 * here that it lacks) does not compile.
 */
export const templateItemReply = s.contractReply<TemplateItem>()({
  itemId: s.num,
  name: s.text,
  description: s.text,
  ...stamps,
});
export const templateItemsReply = s.replyList(templateItemReply);

/** DeleteTemplateItemsResult of the contract. */
export const deleteTemplateItemsReply = s.contractReply<DeleteTemplateItemsResult>()({
  deleted: s.replyList(s.num),
  failed: s.replyList(s.num),
});
