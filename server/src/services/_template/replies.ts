import { nullableNum, num, replyList, replyObject, text } from '../../lib/schemas';

/** Who created and last changed a row, and when. */
const stamps = { created: text, createdBy: nullableNum, updated: text, updatedBy: nullableNum };

/** TemplateItem of the contract: every field of it (one missing here is left out of the answer). */
export const templateItemReply = replyObject({
  itemId: num,
  name: text,
  description: text,
  ...stamps,
});
export const templateItemsReply = replyList(templateItemReply);

/** DeleteTemplateItemsResult of the contract. */
export const deleteTemplateItemsReply = replyObject({
  deleted: replyList(num),
  failed: replyList(num),
});
