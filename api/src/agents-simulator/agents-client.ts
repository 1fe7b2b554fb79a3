import type {
  AgentContentActivity,
  AgentContentActivityBatchResult,
  AgentEnrolRequest,
  AgentEnrolResult,
  AgentEvent,
  AgentEventBatchResult,
  AgentHeartbeat,
  AgentHeartbeatResult,
  ProblemDetails,
} from 'shared-contracts';
import { AGENTS_API_PREFIX } from 'shared-contracts';

/** How a call of the agents API ended, sorted by kind: what the simulator does next depends on it. */
export type AgentCallResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'refused'; status: number; detail: string }
  | { kind: 'failed'; detail: string };

/** The agents API as a device calls it. */
export interface AgentsClient {
  enrol(token: string, facts: AgentEnrolRequest): Promise<AgentCallResult<AgentEnrolResult>>;
  heartbeat(credential: string, beat: AgentHeartbeat): Promise<AgentCallResult<AgentHeartbeatResult>>;
  sendEvents(credential: string, events: readonly AgentEvent[]): Promise<AgentCallResult<AgentEventBatchResult>>;
  sendActivities(
    credential: string,
    activities: readonly AgentContentActivity[],
  ): Promise<AgentCallResult<AgentContentActivityBatchResult>>;
}

/** An agents API client over HTTP (`fetch`), for the simulator and the end-to-end tests. */
export function createAgentsClient(baseUrl: string, fetcher: typeof fetch = fetch): AgentsClient {
  async function post<T>(path: string, bearer: string, body: unknown): Promise<AgentCallResult<T>> {
    let response: Response;
    try {
      response = await fetcher(`${baseUrl.replace(/\/+$/, '')}${AGENTS_API_PREFIX}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
    if (response.ok) return { kind: 'ok', value: (await response.json()) as T };
    const problem = (await response.json().catch(() => ({}))) as Partial<ProblemDetails>;
    const detail = problem.detail ?? response.statusText;
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: Number(response.headers.get('retry-after') ?? '1') || 1 };
    if (response.status >= 500) return { kind: 'failed', detail: `${response.status} ${detail}` };
    return { kind: 'refused', status: response.status, detail };
  }
  return {
    enrol: (token, facts) => post('enrol', token, facts),
    heartbeat: (credential, beat) => post('heartbeat', credential, beat),
    sendEvents: (credential, events) => post('events', credential, { events }),
    sendActivities: (credential, activities) => post('activities', credential, { activities }),
  };
}
