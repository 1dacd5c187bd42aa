import type { DeployedFlow, FlowMetrics, Trace } from '../../../shared/contracts';

/** A deployed flow as the server sends it, with the parts a test cares about overridden. */
export function deployedFlow(
  id: string,
  options: { state?: 'STARTED' | 'STOPPED'; paused?: boolean; groups?: string[] } = {},
): DeployedFlow {
  return {
    flowSpec: {
      id,
      description: `${id} description`,
      exchangePattern: 'InOnly',
      flowState: options.state ?? 'STARTED',
      groups: options.groups ?? ['metering'],
      owner: 'metering-team@example.com',
      specVersion: 3,
      deploymentTime: '2025-01-01T00:00:00.000Z',
      updateTime: '2025-01-01T00:00:00.000Z',
      allowAnonymousAccess: false,
      redeliveryStrategy: { maxAttempts: 3, timeoutMs: 30_000 },
      deadLetterStrategy: { id: `${id}-dlq`, logFullMessage: true, redeliveryMs: 3_600_000 },
      processors: [],
    },
    disablement: options.paused
      ? {
          disabledBy: 3,
          disabledByName: 'Dag Deployer',
          disabledAt: '2025-01-02T00:00:00.000Z',
          reason: 'maintenance',
        }
      : null,
    documentation: '',
    inboundUrl: null,
  };
}

export function flowMetrics(
  flowId: string,
  total: number,
  failed: number,
  connectorErrors = 0,
): FlowMetrics {
  return {
    flowId,
    total,
    successful: total - failed,
    failed,
    inFlight: 0,
    buffered: 0,
    stashed: 0,
    processingTime: { min: 1, avg: 2, max: 3 },
    responseTime: { min: 1, avg: 2, max: 3 },
    connectorErrors,
  };
}

export function trace(id: number, overrides: Partial<Trace> = {}): Trace {
  return {
    id,
    flowId: 'meter-readings-in',
    exchangeId: `ex-${id}`,
    name: 'meter-readings-in message',
    type: 'rest-inbound',
    timeStamp: 1_736_000_000_000 + id,
    deliveryAttemptNo: 1,
    maxDeliveryAttempts: 3,
    status: 'SUCCESS',
    errorCategory: null,
    errorMessage: null,
    processingTimeMillis: 100,
    payloadId: id + 1000,
    source: 'TRAFFIC',
    ...overrides,
  };
}
