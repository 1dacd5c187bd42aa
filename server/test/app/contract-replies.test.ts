import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleEntry } from '@contracts/roles';
import {
  contractReply,
  isContractReply,
  nullable,
  num,
  optional,
  replyObject,
  text,
} from '../../src/lib/schemas';
import { roleEntryReply } from '../../src/services/identity/replies';
import { startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * Every object in a 2xx answer is stated by a contract type (src/shared/contracts): its schema
 * is made by contractReply (or contractMap, nullable) from the type, so a field the type has
 * and the schema lacks (left out of the answer) or one the schema has and the type lacks does
 * not compile. This test finds any answer schema made by hand.
 */

/**
 * Answers that are not contract replies, and why: matched on `METHOD url status`. An entry
 * that no longer matches a hand-written answer fails the test (take it out).
 */
const ALLOWED: { answers: RegExp; why: string }[] = [
  {
    answers: /^(GET|POST) \/api\/datalake\/graphql 2xx$/,
    why: 'a GraphQL answer is shaped by its query; mercurius declares the schema of the route',
  },
  {
    answers: /^GET \/api\/health 200$/,
    why: 'the liveness probe of load balancers (app.ts), not an answer the console reads',
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: false });
});
afterAll(() => server.close());

/** Where in `schema` an object is stated by hand (not by a contract reply). */
function handWritten(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const types = ([] as unknown[]).concat(node.type ?? []);
  const found: string[] = [];
  if (types.includes('object') && !isContractReply(node)) found.push(at);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, child] of Object.entries(properties)) {
    found.push(...handWritten(child, `${at}.${name}`));
  }
  if (typeof node.additionalProperties === 'object') {
    found.push(...handWritten(node.additionalProperties, `${at}[key]`));
  }
  if (node.items) found.push(...handWritten(node.items, `${at}[]`));
  for (const [i, member] of ((node.anyOf ?? []) as unknown[]).entries()) {
    found.push(...handWritten(member, `${at}|${i}`));
  }
  return found;
}

describe('contract replies', () => {
  it('states every object of every 2xx answer by a contract type', () => {
    const found: string[] = [];
    const allowedUsed = new Set<RegExp>();
    for (const route of server.routeSchemas) {
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(response)) {
        if (!status.startsWith('2')) continue;
        const answer = `${route.method} ${route.url} ${status}`;
        const byHand = handWritten(schema, answer);
        const allowed = ALLOWED.find((entry) => entry.answers.test(answer));
        if (allowed && byHand.length > 0) allowedUsed.add(allowed.answers);
        else found.push(...byHand);
      }
    }
    expect(found).toEqual([]);
    const stale = ALLOWED.filter((entry) => !allowedUsed.has(entry.answers));
    expect(stale.map((entry) => entry.why)).toEqual([]);
  });

  it('tells a contract reply from a hand-written one', () => {
    expect(isContractReply(roleEntryReply)).toBe(true);
    expect(isContractReply(roleEntryReply.properties.organizationDetails)).toBe(true);
    expect(isContractReply(replyObject({ name: text }))).toBe(false);
    expect(isContractReply({ ...roleEntryReply })).toBe(false);
  });

  it('requires every field of the type but those it declares optional', () => {
    interface Sample {
      id: number;
      note?: string;
      parent: { id: number } | null;
    }
    const parent = contractReply<{ id: number }>()({ id: num });
    const reply = contractReply<Sample>()({
      id: num,
      note: optional(text),
      parent: nullable(parent),
    });
    expect(reply).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'parent'],
      properties: {
        id: num,
        note: text,
        parent: { ...parent, type: ['object', 'null'] },
      },
    });
    expect(isContractReply(reply.properties.parent)).toBe(true);
    // The shared building block is not marked optional for every other use of it.
    expect(contractReply<{ note: string }>()({ note: text }).required).toEqual(['note']);
  });

  it('does not compile a reply that misses a field of its type or has one more', () => {
    const details = roleEntryReply.properties.organizationDetails;
    // @ts-expect-error organizationId of RoleEntry is missing
    contractReply<RoleEntry>()({ role: text, userId: num, organizationDetails: details });
    contractReply<RoleEntry>()({
      role: text,
      userId: num,
      organizationId: num,
      organizationDetails: details,
      // @ts-expect-error RoleEntry has no field `extra`
      extra: text,
    });
    // @ts-expect-error a number is not stated by a string's schema
    contractReply<{ id: number }>()({ id: text });
    // @ts-expect-error a field that may be null needs a schema that admits null
    contractReply<{ id: number | null }>()({ id: num });
    contractReply<RoleEntry>()({
      ...roleEntryReply.properties,
      // @ts-expect-error an object is stated by a contract reply of its own type, not by hand
      organizationDetails: { type: 'object' },
    });
  });
});
