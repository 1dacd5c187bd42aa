/**
 * The head-end system (the meters' communication system) is outside the platform. This is
 * its stand-in: deterministic answers by action type and attempt, some failing, so that the
 * automation's retries can be seen and tested. A real integration replaces `sendToHeadEnd`
 * only.
 */

export interface HeadEndRequest {
  actionId: number;
  type: string;
  assetMrId: string;
  payload: unknown;
  /** 1 for the first attempt of the action. */
  attempt: number;
}

export type HeadEndAnswer =
  | { ok: true; response: Record<string, unknown>; latencyMs: number }
  | { ok: false; errorResponse: Record<string, unknown>; latencyMs: number };

/**
 * Sends an action to the head-end and returns its answer. The stand-in answers:
 * ON_DEMAND_READ, PING and SET_TARIFF succeed; CONNECT and DISCONNECT time out on the first
 * attempt and succeed on later ones (a relay that needs a second try); FIRMWARE_UPDATE and
 * unknown types always fail.
 */
export async function sendToHeadEnd(request: HeadEndRequest): Promise<HeadEndAnswer> {
  const latencyMs = 800 + ((request.actionId * 37 + request.attempt * 11) % 1700);
  switch (request.type) {
    case 'ON_DEMAND_READ':
      return {
        ok: true,
        latencyMs,
        response: {
          meter: request.assetMrId,
          reading: {
            register: '1.8.0',
            value: 1000 + ((request.actionId * 7919) % 90_000) / 10,
            unit: 'kWh',
          },
        },
      };
    case 'PING':
      return { ok: true, latencyMs, response: { meter: request.assetMrId, reachable: true } };
    case 'SET_TARIFF':
      return { ok: true, latencyMs, response: { meter: request.assetMrId, tariffApplied: true } };
    case 'CONNECT':
    case 'DISCONNECT':
      if (request.attempt < 2) {
        return {
          ok: false,
          latencyMs: 30_000,
          errorResponse: { code: 'TIMEOUT', message: 'The meter did not answer in 30 seconds.' },
        };
      }
      return {
        ok: true,
        latencyMs,
        response: {
          meter: request.assetMrId,
          relay: request.type === 'CONNECT' ? 'CLOSED' : 'OPEN',
        },
      };
    case 'FIRMWARE_UPDATE':
      return {
        ok: false,
        latencyMs,
        errorResponse: { code: 'REJECTED', message: 'The head-end has no such firmware image.' },
      };
    default:
      return {
        ok: false,
        latencyMs,
        errorResponse: { code: 'UNSUPPORTED', message: `Unknown action type ${request.type}.` },
      };
  }
}
