import type { Certificate } from '@contracts/certificates';
import type {
  FlowAccess,
  FlowAccessDiscrepancies,
  IssuedCredential,
  ServiceAccount,
  ServiceAccountDetails,
  ServiceAccountWithCredential,
} from '@contracts/heartbeat';
import * as s from '../../lib/schemas';

const accountFields = {
  serviceAccountId: s.num,
  name: s.text,
  credentialType: s.text,
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
};

/** ServiceAccount of src/shared/contracts/heartbeat. */
export const serviceAccountsReply = s.replyList(s.contractReply<ServiceAccount>()(accountFields));

/** FlowAccess of src/shared/contracts/heartbeat. */
export const flowAccessesReply = s.replyList(
  s.contractReply<FlowAccess>()({
    flowAccessId: s.num,
    serviceAccountId: s.num,
    serviceAccountName: s.text,
    flowId: s.text,
    created: s.text,
    createdBy: s.nullableNum,
    updated: s.text,
    updatedBy: s.nullableNum,
  }),
);

/** ServiceAccountDetails of src/shared/contracts/heartbeat. */
export const serviceAccountDetailsReply = s.contractReply<ServiceAccountDetails>()({
  ...accountFields,
  flowAccesses: flowAccessesReply,
});

/** ServiceAccountWithCredential: the credential is in this answer only, once. */
export const accountWithCredentialReply = s.contractReply<ServiceAccountWithCredential>()({
  account: serviceAccountDetailsReply,
  credential: s.contractReply<IssuedCredential>()({
    credentialType: s.text,
    username: s.nullableText,
    secret: s.text,
  }),
});

/** FlowAccessDiscrepancies of src/shared/contracts/heartbeat. */
export const discrepanciesReply = s.contractReply<FlowAccessDiscrepancies>()({
  accessesWithoutDeployments: flowAccessesReply,
  deploymentsWithoutAccesses: s.replyList(s.text),
});

/** Certificate of src/shared/contracts/certificates. */
export const certificateReply = s.contractReply<Certificate>()({
  certificateId: s.num,
  name: s.text,
  content: s.text,
  subject: s.text,
  issuer: s.text,
  validFrom: s.text,
  validTo: s.text,
  fingerprint: s.text,
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
});

export const certificatesReply = s.replyList(certificateReply);
