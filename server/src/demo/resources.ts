import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { processor, seededStamps } from './rows';

/** A flow spec resource's content: a flow the flow server can run. */
function flowSpec(id: string, org: string, description: string, maxAttempts: number) {
  return JSON.stringify(
    {
      id,
      description,
      exchangePattern: 'InOut',
      groups: ['metering'],
      owner: `metering-team@${org}.example.com`,
      allowAnonymousAccess: false,
      redeliveryStrategy: { maxAttempts, timeoutMs: 30000 },
      deadLetterStrategy: { id: `${id}-dlq`, logFullMessage: true, redeliveryMs: 3600000 },
      processors: [
        processor('receive', 'rest-inbound', { path: `/${org}/in` }),
        processor('validate', 'validate', { schema: 'cim-meter-reading-v2' }),
        processor('deliver', 'message-broker-outbound', { destination: 'mdm' }),
      ],
    },
    null,
    2,
  );
}

const readingSchema = (required: string[]) =>
  JSON.stringify(
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'CIM meter reading',
      type: 'object',
      required,
      properties: {
        usagePointId: { type: 'string', pattern: '^[0-9]{18}$' },
        readingType: { type: 'string' },
        value: { type: 'number' },
      },
    },
    null,
    2,
  );

const xslt = (root: string) =>
  `<?xml version="1.0"?>\n<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n  <xsl:template match="/">\n    <${root}><xsl:value-of select="//usagePointId"/></${root}>\n  </xsl:template>\n</xsl:stylesheet>\n`;

interface DemoResource {
  type: string;
  id: string;
  revisions: { shortDescription: string; changeComment: string; content: string }[];
}

function demoResources(org: string): DemoResource[] {
  return [
    {
      type: 'FlowSpec',
      id: 'meter-readings-in',
      revisions: [
        {
          shortDescription: 'Meter readings over REST',
          changeComment: 'First version',
          content: flowSpec('meter-readings-in', org, 'Meter readings over REST', 3),
        },
        {
          shortDescription: 'Meter readings over REST',
          changeComment: 'Five delivery attempts',
          content: flowSpec('meter-readings-in', org, 'Meter readings over REST', 5),
        },
        {
          shortDescription: 'Meter readings over REST into the meter data store',
          changeComment: 'Clearer description',
          content: flowSpec(
            'meter-readings-in',
            org,
            'Meter readings from head-end systems over REST into the meter data store',
            5,
          ),
        },
      ],
    },
    {
      type: 'FlowSpec',
      id: 'meter-events-in',
      revisions: [
        {
          shortDescription: 'Meter events (not deployed yet)',
          changeComment: 'First version',
          content: flowSpec('meter-events-in', org, 'Meter events from head-end systems', 3),
        },
        {
          shortDescription: 'Meter events (not deployed yet)',
          changeComment: 'Four delivery attempts',
          content: flowSpec('meter-events-in', org, 'Meter events from head-end systems', 4),
        },
      ],
    },
    {
      type: 'JsonSchema',
      id: 'cim-meter-reading-v2',
      revisions: [
        {
          shortDescription: 'CIM meter reading',
          changeComment: 'First version',
          content: readingSchema(['usagePointId']),
        },
        {
          shortDescription: 'CIM meter reading',
          changeComment: 'A value is required',
          content: readingSchema(['usagePointId', 'value']),
        },
      ],
    },
    {
      type: 'Xslt',
      id: 'to-erp',
      revisions: [
        {
          shortDescription: 'Readings to ERP',
          changeComment: 'First version',
          content: xslt('Reading'),
        },
        {
          shortDescription: 'Readings to ERP',
          changeComment: 'ERP element name',
          content: xslt('ZReading'),
        },
      ],
    },
  ];
}

const TARIFFS = ['Residential', 'Business', 'Industrial', 'Public lighting', 'Agriculture'];

/** A few resources with revisions, a secret and a 50-row lookup table per organization. */
export async function seedResources(
  trx: Transaction<DB>,
  organizations: Map<string, number>,
  at: string,
): Promise<void> {
  for (const [org, organizationId] of organizations) {
    for (const resource of demoResources(org)) {
      const { id: pk } = await trx
        .insertInto('resources')
        .values({
          organization_id: organizationId,
          type: resource.type,
          resource_id: resource.id,
          latest_revision: resource.revisions.length,
          ...seededStamps(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('resource_revisions')
        .values(
          resource.revisions.map((revision, index) => ({
            resource_pk: pk,
            revision: index + 1,
            short_description: revision.shortDescription,
            description: `${revision.shortDescription}. Kept by the integration team.`,
            change_comment: revision.changeComment,
            content: revision.content,
            created: at,
            created_by: null,
          })),
        )
        .execute();
    }
    const { id: secretId } = await trx
      .insertInto('secrets')
      .values({
        organization_id: organizationId,
        key: 'erp-connection',
        description: 'Sign-in of the flows that deliver to the ERP system',
        ...seededStamps(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('secret_values')
      .values([
        { secret_id: secretId, name: 'username', value: `${org}-erp` },
        { secret_id: secretId, name: 'password', value: `demo-${org}-erp-password` },
      ])
      .execute();
    const { id: tableId } = await trx
      .insertInto('lookup_tables')
      .values({
        organization_id: organizationId,
        name: 'tariff-codes',
        description: 'Tariff codes the billing flows map to',
        columns_json: JSON.stringify([
          { columnId: 'c1', name: 'code' },
          { columnId: 'c2', name: 'tariff' },
          { columnId: 'c3', name: 'price' },
        ]),
        next_column: 4,
        created: at,
        updated: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lookup_rows')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          table_id: tableId,
          cells_json: JSON.stringify({
            c1: `T${String(i + 1).padStart(3, '0')}`,
            c2: `${TARIFFS[i % TARIFFS.length] ?? ''} ${Math.floor(i / TARIFFS.length) + 1}`,
            c3: (0.5 + (i % 10) * 0.125).toFixed(3),
          }),
        })),
      )
      .execute();
  }
}
