import { nullableNum, nullableText, num, replyList, replyObject, text } from '../../lib/schemas';

const accountFields = {
  serviceAccountId: num,
  name: text,
  credentialType: text,
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
};

/** ServiceAccount of src/shared/contracts/heartbeat. */
export const serviceAccountsReply = replyList(replyObject(accountFields));

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

/** ServiceAccountDetails of src/shared/contracts/heartbeat. */
export const serviceAccountDetailsReply = replyObject({
  ...accountFields,
  flowAccesses: flowAccessesReply,
});

/** ServiceAccountWithCredential: the credential is in this answer only, once. */
export const accountWithCredentialReply = replyObject({
  account: serviceAccountDetailsReply,
  credential: replyObject({ credentialType: text, username: nullableText, secret: text }),
});

/** FlowAccessDiscrepancies of src/shared/contracts/heartbeat. */
export const discrepanciesReply = replyObject({
  accessesWithoutDeployments: flowAccessesReply,
  deploymentsWithoutAccesses: replyList(text),
});

/** Certificate of src/shared/contracts/certificates. */
export const certificateReply = replyObject({
  certificateId: num,
  name: text,
  content: text,
  subject: text,
  issuer: text,
  validFrom: text,
  validTo: text,
  fingerprint: text,
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
});

export const certificatesReply = replyList(certificateReply);
