import { nullableNum, num, replyList, replyObject, text } from '../../lib/schemas';

/** ServiceAccount of src/shared/contracts/heartbeat. */
export const serviceAccountsReply = replyList(
  replyObject({
    serviceAccountId: num,
    name: text,
    credentialType: text,
    created: text,
    createdBy: nullableNum,
    updated: text,
    updatedBy: nullableNum,
  }),
);

/** FlowAccess of src/shared/contracts/heartbeat. */
export const flowAccessesReply = replyList(
  replyObject({
    flowAccessId: num,
    serviceAccountId: num,
    serviceAccountName: text,
    flowId: text,
    created: text,
    createdBy: nullableNum,
    updated: text,
    updatedBy: nullableNum,
  }),
);

/** FlowAccessDiscrepancies of src/shared/contracts/heartbeat. */
export const discrepanciesReply = replyObject({
  accessesWithoutDeployments: flowAccessesReply,
  deploymentsWithoutAccesses: replyList(text),
});
