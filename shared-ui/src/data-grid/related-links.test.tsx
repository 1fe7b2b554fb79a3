import '../components/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import type { Query } from 'shared-contracts';
import { RelatedLinks } from './related-links';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';

function setup(filtered: (query: Query) => number) {
  const fake = createFakeApi({
    'GET /incidents/count': (query) => ({ totalIncidents: 500, totalFilteredIncidents: filtered(query) }),
  });
  render(
    <GridTestShell api={fake.api} url="/incidents/inc-1">
      <RelatedLinks grid="incidents" values={{ user: 'zoë', host: 'laptop-7', destination: null }} />
    </GridTestShell>,
  );
  return fake;
}

describe('RelatedLinks', () => {
  it('counts the other items of the same user and host, each a link to its grid filtered to that value', async () => {
    const { callsTo } = setup((query) => (query.username === 'zoë' ? 4 : 2));
    const user = await screen.findByRole('link', { name: '3 other incidents of this user' });
    expect(user).toHaveAttribute('href', '/incidents?username=zo%C3%AB');
    expect(await screen.findByRole('link', { name: '1 other incident on this host' })).toHaveAttribute(
      'href',
      '/incidents?hostname=laptop-7',
    );
    expect(callsTo('GET', '/incidents/count').map((call) => call.query)).toEqual(
      expect.arrayContaining([{ username: 'zoë' }, { hostname: 'laptop-7' }]),
    );
    // The other grids with such a filter, by their routes.
    expect(screen.getByRole('link', { name: 'Egress events of this user' })).toHaveAttribute(
      'href',
      '/egress?username=zo%C3%AB',
    );
    expect(screen.getByRole('link', { name: 'Devices on this host' })).toHaveAttribute(
      'href',
      '/devices?hostname=laptop-7',
    );
    expect(screen.queryByText(/destination/)).not.toBeInTheDocument();
  });

  it('links without a count until one is known, and says when there is no other', async () => {
    let answer: (count: number) => void = () => undefined;
    const pending = new Promise<number>((resolve) => (answer = resolve));
    const fake = createFakeApi({
      'GET /incidents/count': async () => ({ totalIncidents: 500, totalFilteredIncidents: await pending }),
    });
    render(
      <GridTestShell api={fake.api} url="/incidents/inc-1">
        <RelatedLinks grid="incidents" values={{ user: 'zoë' }} />
      </GridTestShell>,
    );
    expect(screen.getByRole('link', { name: 'Other incidents of this user' })).toHaveAttribute(
      'href',
      '/incidents?username=zo%C3%AB',
    );
    await act(async () => answer(1));
    expect(await screen.findByText('No other incidents of this user')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /incidents of this user/ })).not.toBeInTheDocument();
  });
});
