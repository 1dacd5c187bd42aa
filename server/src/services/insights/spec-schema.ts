import { CONNECTOR_KINDS } from '../../../../src/shared/contracts/heartbeat';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

const processorSchema = {
  type: 'object',
  required: [
    'identifier',
    'type',
    'properties',
    'concurrencyMax',
    'logDescription',
    'logFullMessage',
  ],
  additionalProperties: false,
  properties: {
    identifier: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,64}$' },
    type: { type: 'string', enum: [...CONNECTOR_KINDS, 'transform', 'validate', 'route'] },
    properties: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 2000 },
    },
    concurrencyMax: { type: 'integer', minimum: 1, maximum: 10000 },
    logDescription: { type: 'boolean' },
    logFullMessage: { type: 'boolean' },
  },
} as const;

/** The JSON schema of an edited flow spec: the spec update and a resource deploy check it. */
export const flowSpecEditSchema = {
  type: 'object',
  required: [
    'specVersion',
    'description',
    'exchangePattern',
    'groups',
    'owner',
    'allowAnonymousAccess',
    'redeliveryStrategy',
    'deadLetterStrategy',
    'processors',
  ],
  additionalProperties: false,
  properties: {
    specVersion: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    description: text(500),
    exchangePattern: { type: 'string', enum: ['InOnly', 'InOut'] },
    groups: { type: 'array', maxItems: 20, uniqueItems: true, items: text(64) },
    owner: text(254),
    allowAnonymousAccess: { type: 'boolean' },
    redeliveryStrategy: {
      type: 'object',
      required: ['maxAttempts', 'timeoutMs'],
      additionalProperties: false,
      properties: {
        maxAttempts: { type: 'integer', minimum: 1, maximum: 100 },
        // Spec 5: milliseconds above 0 and below 120000.
        timeoutMs: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 120000 },
      },
    },
    deadLetterStrategy: {
      type: 'object',
      required: ['id', 'logFullMessage', 'redeliveryMs'],
      additionalProperties: false,
      properties: {
        id: text(128),
        logFullMessage: { type: 'boolean' },
        redeliveryMs: { type: 'integer', minimum: 0, maximum: 604_800_000 },
      },
    },
    processors: { type: 'array', minItems: 1, maxItems: 50, items: processorSchema },
  },
} as const;
