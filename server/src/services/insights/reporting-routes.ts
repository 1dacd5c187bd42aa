import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { REPORT_MAX_DAYS } from '@contracts/heartbeat';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { accessOf } from '../../lib/auth';
import { orgParams } from '../../lib/schemas';
import { epochMs, rangeOf, rangeQueryWith } from '../../lib/range';
import { flowReportReply } from './replies';
import { flowReport } from './reporting-store';

const DAY = 86_400_000;

/** The reporting page's all-flows report (reporting feature), spec 2.2 and 3.2. */
export function reportingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const rule = HEARTBEAT_ACTIONS.viewReports;
  api.get(
    '/v1/:org/reporting',
    {
      config: { access: accessOf(rule) },
      schema: {
        response: { 200: flowReportReply },
        params: orgParams,
        querystring: rangeQueryWith({
          // The compare period starts here and is as long as the range; else it is the
          // period just before the range.
          compareFromDate: epochMs,
          buckets: { type: 'integer', minimum: 1, maximum: 200 },
        }),
      },
    },
    async (request) => {
      const { org } = request.params;
      const range = rangeOf(request.query);
      const length = range.toDate - range.fromDate;
      if (length > REPORT_MAX_DAYS * DAY) {
        throw badRequest(`A report covers at most ${REPORT_MAX_DAYS} days.`);
      }
      const compareFromDate = request.query.compareFromDate ?? range.fromDate - length;
      if (compareFromDate < 0) throw badRequest('The compare period starts before 1970.');
      const compare = { fromDate: compareFromDate, toDate: compareFromDate + length };
      return flowReport(ctx.reads, org, range, compare, request.query.buckets ?? 48);
    },
  );
}
