import Ajv from 'ajv';
import type { ResourceType } from '@contracts/resources';
import { badRequest } from '../../lib/errors';
import { flowIdSchema } from '../../lib/schemas';
import type { DeployedSpec } from '../insights/flow-store';
import { flowSpecEditSchema } from '@contracts/flowSpecSchema';

/** The kinds of resource the registry keeps (the flows' specs and what their processors use). */
export const RESOURCE_TYPES: readonly ResourceType[] = [
  {
    type: 'FlowSpec',
    name: 'Flow spec',
    description: 'A flow specification (JSON), deployable to the flow server.',
    contentType: 'json',
    deploysFlow: true,
  },
  {
    type: 'JsonSchema',
    name: 'JSON schema',
    description: 'A JSON schema that validating processors check messages against.',
    contentType: 'json',
    deploysFlow: false,
  },
  {
    type: 'Xslt',
    name: 'XSLT',
    description: 'An XSLT stylesheet that transforming processors apply.',
    contentType: 'xml',
    deploysFlow: false,
  },
  {
    type: 'Script',
    name: 'Script',
    description: 'A script a processor runs.',
    contentType: 'text',
    deploysFlow: false,
  },
];

export const resourceType = (type: string) => RESOURCE_TYPES.find((t) => t.type === type);

const { specVersion: _version, ...specProperties } = flowSpecEditSchema.properties;
void _version;
const deploySchema = {
  ...flowSpecEditSchema,
  required: ['id', ...flowSpecEditSchema.required.filter((name) => name !== 'specVersion')],
  properties: { id: flowIdSchema, ...specProperties },
};
const validateSpec = new Ajv({ allErrors: false }).compile<DeployedSpec>(deploySchema);

/**
 * The JSON pointer of the first string or property name in a parsed value that holds a NUL
 * (written `\\u0000` in the pointer, so the answer carries none), else null. No database
 * stores a NUL in text: PostgreSQL refuses it, SQLite cuts the text at it. Iterative, so no
 * depth of nesting exhausts the stack.
 */
export function nulPointer(value: unknown): string | null {
  const shown = (name: string) => name.replaceAll('\u0000', '\\u0000');
  // [value, its pointer, whether its own name holds a NUL]
  const stack: [unknown, string, boolean][] = [[value, '', false]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [data, at, badName] = next;
    if (badName || (typeof data === 'string' && data.includes('\u0000'))) return at || '/';
    if (!data || typeof data !== 'object') continue;
    // Reversed onto the stack: the first member is looked at first.
    for (const [key, member] of Object.entries(data).reverse()) {
      stack.push([member, `${at}/${shown(key)}`, key.includes('\u0000')]);
    }
  }
  return null;
}

/** The flow spec in a FlowSpec revision's content, or 400 saying what is wrong with it. */
export function deployableSpec(content: string): DeployedSpec {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw badRequest('The content is not valid JSON.');
  }
  // A `\\u0000` escape decodes to a NUL that no flow column can hold.
  const nul = nulPointer(parsed);
  if (nul !== null) {
    throw badRequest(`The content is not a flow spec: ${nul} contains a NUL character.`);
  }
  if (!validateSpec(parsed)) {
    const error = validateSpec.errors?.[0];
    const where = error?.instancePath || '/';
    throw badRequest(`The content is not a flow spec: ${where} ${error?.message ?? 'is invalid'}.`);
  }
  const identifiers = parsed.processors.map((p) => p.identifier);
  if (new Set(identifiers).size !== identifiers.length) {
    throw badRequest('The content is not a flow spec: processor identifiers must be unique.');
  }
  return parsed;
}
