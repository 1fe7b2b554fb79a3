import type { SummaryText } from './built-in-summariser';
import { factSources } from './summary-facts';
import type { SummaryFacts } from './summary-facts';

/** An OpenAI-compatible chat-completions endpoint. */
export interface AiEndpoint {
  /** Base URL, such as https://host/v1 (the call goes to `<base>/chat/completions`). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The endpoint from AI_BASE_URL, AI_API_KEY, AI_MODEL (and AI_TIMEOUT_MS), or undefined when not configured. */
export function aiEndpointFromEnv(env: NodeJS.ProcessEnv = process.env): AiEndpoint | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20_000,
    ...(env.AI_API_KEY && { apiKey: env.AI_API_KEY }),
  };
}

const SYSTEM_PROMPT =
  'You are a data-loss-prevention analyst. Summarise the incident for a security analyst in at most 4 sentences, ' +
  'using only the facts given. Answer JSON: {"summary": string, "recommendations": string[] (at most 4)}.';

/** A failed model call; the message never carries the key. */
export class AiSummaryError extends Error {}

function parseAnswer(content: string): SummaryText {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (json) {
    try {
      const parsed = JSON.parse(json) as { summary?: unknown; recommendations?: unknown };
      if (typeof parsed.summary === 'string' && parsed.summary.trim() !== '') {
        const recommendations = Array.isArray(parsed.recommendations)
          ? parsed.recommendations.filter((item): item is string => typeof item === 'string').slice(0, 4)
          : [];
        return { summary: parsed.summary.trim(), recommendations };
      }
    } catch {
      // not JSON after all: use the text as the summary
    }
  }
  if (content.trim() === '') throw new AiSummaryError('The model answered an empty summary');
  return { summary: content.trim().slice(0, 4000), recommendations: [] };
}

/** Asks the model for a summary of the facts (their sources as the prompt), with a time-out. */
export async function aiSummary(endpoint: AiEndpoint, facts: SummaryFacts): Promise<SummaryText> {
  const facts_ = factSources(facts)
    .map((source) => `- ${source.label}: ${source.value}`)
    .join('\n');
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey && { authorization: `Bearer ${endpoint.apiKey}` }),
      },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Incident facts:\n${facts_}` },
        ],
      }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    throw new AiSummaryError(`The AI endpoint did not answer: ${(error as Error).name}`);
  }
  if (!response.ok) throw new AiSummaryError(`The AI endpoint answered ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new AiSummaryError('The AI endpoint answered no message');
  return parseAnswer(content);
}
