import '../components/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DisplayTable } from '../small-table/display-table';
import { eventFactColumns, eventFactTableColumns } from './event-columns';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';

const ROW = {
  username: 'zoë.müller',
  hostname: 'ACME-MAC-0038',
  destination: 'chat.openai.com',
  // A channel sent in another letter case is shown as the vocabulary names it.
  egressChannel: 'paste into ai prompt',
};

function Cells() {
  const facts = eventFactColumns<typeof ROW>('egress');
  return (
    <ul>
      {[facts.user, facts.host, facts.destination, facts.channel].map((column) => (
        <li key={column.key} data-testid={column.key}>
          {column.title}: {column.render(ROW)}
        </li>
      ))}
    </ul>
  );
}

describe('eventFactColumns', () => {
  it('declares the shared event columns once: titles, the channel as its label, the others as pivots', () => {
    const { api } = createFakeApi({});
    render(
      <GridTestShell api={api} url="/egress">
        <Routes>
          <Route path="/egress" element={<Cells />} />
        </Routes>
      </GridTestShell>,
    );
    expect(screen.getByTestId('username')).toHaveTextContent('User: zoë.müller');
    expect(screen.getByTestId('hostname')).toHaveTextContent('Host: ACME-MAC-0038');
    expect(screen.getByTestId('destination')).toHaveTextContent('Destination: chat.openai.com');
    // Pivots: each value offers its filter menu, named by the value's noun.
    expect(screen.getByRole('button', { name: 'Filter by user zoë.müller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by host ACME-MAC-0038' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by destination chat.openai.com' })).toBeInTheDocument();
    expect(screen.getByTestId('egressChannel')).toHaveTextContent('Channel: Paste into AI prompt');
  });

  it('gives a small table of events the same headers and the channel as its label', () => {
    const facts = eventFactTableColumns<typeof ROW>();
    render(
      <DisplayTable
        label="Events"
        rowKey="username"
        rows={[ROW]}
        columns={[facts.user, facts.channel, facts.destination]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Events' });
    expect(table).toHaveTextContent('UserChannelDestination');
    expect(table).toHaveTextContent('zoë.müllerPaste into AI promptchat.openai.com');
  });
});
