import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-ui';
import { useState } from 'react';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import type { ExtendedEgressEvent } from 'shared-contracts';
import type { EgressEventRef } from '../../common/egress-keys';
import { EgressEventDrawer } from './egress-event-drawer';

const FIRST = { id: 'e-1', created: '2026-11-20T10:00:00.000Z' };
const SECOND = { id: 'e-2', created: '2026-11-20T09:00:00.000Z' };

/** What a page composes under the facts, with state of its own (such as a revealed section). */
function Opened() {
  const [opened, setOpened] = useState(false);
  return <button onClick={() => setOpened(true)}>{opened ? 'Opened' : 'Closed'}</button>;
}

const event = (ref: EgressEventRef, hostname: string): ExtendedEgressEvent => ({
  ...ref,
  created: ref.created ?? '',
  hostname,
  username: 'ana.davis',
  source: 'Safari',
  destination: 'box.com',
  destinationType: 'Cloud storage',
  egressChannel: 'File upload',
  dataTypes: [],
  contentCategory: 'Finance',
  mipLabel: '',
  dataVolume: 1024,
  totalHitCount: 0,
  policyName: '',
  policyVerdict: 'NOT_COVERED',
  fileName: 'q3.xlsx',
  device: null,
  process: null,
  filePath: null,
  url: null,
  policyId: null,
  matches: [],
  contentFingerprint: null,
  details: {},
});

describe('the egress event drawer', () => {
  it('stays open from one event to the next (no second slide-in), and starts each event afresh', async () => {
    const fake = createFakeApi({
      'GET /egress-events/e-1': () => ({ extendEgressEvent: event(FIRST, 'ACME-WIN-0001') }),
      'GET /egress-events/e-2': () => ({ extendEgressEvent: event(SECOND, 'ACME-WIN-0002') }),
      'GET /egress-events/e-1/lineage': () => ({ fingerprint: null, steps: [], totalSteps: 0 }),
      'GET /egress-events/e-2/lineage': () => ({ fingerprint: null, steps: [], totalSteps: 0 }),
    });
    const shell = createTestShell({ api: fake.api });
    const view = (eventRef: EgressEventRef) => (
      <TestShell shell={shell}>
        <EgressEventDrawer eventRef={eventRef} onClose={() => undefined}>
          <Opened />
        </EgressEventDrawer>
      </TestShell>
    );
    const { rerender } = render(view(FIRST));
    expect(await screen.findAllByText('ACME-WIN-0001')).not.toHaveLength(0);
    expect(screen.getByText('box.com (Cloud storage) via File upload')).toBeInTheDocument();
    expect(screen.getByText('1.0 KB, 0 hits')).toBeInTheDocument();
    const drawer = screen.getByRole('dialog');

    // Next: the same drawer shows the second event.
    rerender(view(SECOND));
    expect(await screen.findAllByText('ACME-WIN-0002')).not.toHaveLength(0);
    expect(screen.getByRole('dialog')).toBe(drawer);
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();

    // Previous: the first event, already loaded, shows at once, and without what was done in the second.
    rerender(view(FIRST));
    expect(screen.getAllByText('ACME-WIN-0001')).not.toHaveLength(0);
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect(screen.getByRole('button', { name: 'Closed' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, a failure with Retry, then the event; an unknown event is not found', async () => {
    const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const fake = createFakeApi({
      'GET /egress-events/e-1': () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
      'GET /egress-events/e-1/lineage': () => ({ fingerprint: null, steps: [], totalSteps: 0 }),
      'GET /egress-events/e-2': () => {
        throw new ApiError(404, 'Not Found');
      },
    });
    const shell = createTestShell({ api: fake.api });
    const view = (eventRef: EgressEventRef) => (
      <TestShell shell={shell}>
        <EgressEventDrawer eventRef={eventRef} onClose={() => undefined} />
      </TestShell>
    );
    const { rerender } = render(view(FIRST));
    expect(await screen.findByRole('status', { name: 'Loading event' })).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.reject(new ApiError(503, 'Service Unavailable', 'The database is busy.')));
    expect(await screen.findByText('The event could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve({ extendEgressEvent: event(FIRST, 'ACME-WIN-0001') }));
    expect(await screen.findAllByText('ACME-WIN-0001')).not.toHaveLength(0);
    expect(screen.queryByText('The event could not be loaded')).toBeNull();

    rerender(view(SECOND));
    expect(await screen.findByRole('region', { name: 'This event was not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
