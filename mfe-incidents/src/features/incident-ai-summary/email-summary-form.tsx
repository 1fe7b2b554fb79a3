import { Alert, Form, Input, Button, describeError, useShell } from 'shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AiSprinklesEmailResult } from 'shared-contracts';
import type { IncidentRef } from '../../common/incident-keys';
import { useOpenOutbox } from '../../common/outbox-access';
import { useEmailAiSummary } from './api/email-ai-summary';
import { parseRecipients, recipientsProblem } from './recipients';

function deliveryText(result: AiSprinklesEmailResult, to: readonly string[]): string {
  return result.delivery === 'smtp'
    ? `Sent to ${to.join(', ')} through the mail server.`
    : `No mail server is configured: the message to ${to.join(', ')} is queued in the outbox, where a tenant admin can read it.`;
}

/** The "Email summary" action: recipients (checked as e-mail addresses), Send, and where the message went. */
export function EmailSummaryForm({ incidentRef }: { incidentRef: IncidentRef }) {
  const { notify } = useShell();
  const openOutbox = useOpenOutbox();
  const send = useEmailAiSummary(incidentRef);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; delivery: AiSprinklesEmailResult['delivery'] } | null>(null);
  const problem = recipientsProblem(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const to = parseRecipients(text).valid;
    setSending(true);
    try {
      const result = await send(to);
      const where = deliveryText(result, to);
      setOutcome({ text: where, delivery: result.delivery });
      setText('');
      setTouched(false);
      notify({
        title: result.delivery === 'smtp' ? 'Summary sent' : 'Summary queued in the outbox',
        description: where,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: 'The summary was not sent', description: describeError(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const showProblem = touched && problem !== undefined;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Email summary"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Form.Item
        label="Email summary to"
        htmlFor="ai-summary-recipients"
        validateStatus={showProblem ? 'error' : undefined}
        help={showProblem ? problem : 'Separate several addresses with commas.'}
        style={{ marginBottom: 0 }}
        layout="vertical"
      >
        <Input
          id="ai-summary-recipients"
          placeholder="name@example.com"
          value={text}
          status={showProblem ? 'error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOutcome(null);
          }}
          onBlur={() => setTouched(text.trim() !== '')}
        />
      </Form.Item>
      <div>
        <Button htmlType="submit" variant="primary" loading={sending}>
          Email summary
        </Button>
      </div>
      {outcome ? (
        <Alert
          type="success"
          showIcon
          title={outcome.text}
          action={
            outcome.delivery === 'outbox' && openOutbox ? (
              <Button variant="link" size="sm" onClick={openOutbox}>
                Open the outbox
              </Button>
            ) : undefined
          }
        />
      ) : null}
    </form>
  );
}
