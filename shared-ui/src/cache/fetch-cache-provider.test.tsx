import '../components/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { FetchCacheProvider } from './fetch-cache-provider';

const SEC = 1_000;
const MIN = 60 * SEC;

function Item({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(['tenants', 't1', 'item'], fetcher);
  return <p>{data ?? 'loading'}</p>;
}

function App({ show, fetcher }: { show: boolean; fetcher: () => Promise<string> }) {
  return <FetchCacheProvider>{show ? <Item fetcher={fetcher} /> : <span>away</span>}</FetchCacheProvider>;
}

async function flush(ms = 50) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('FetchCacheProvider', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('serves data younger than 5 s without a request, revalidates older data while showing it', async () => {
    let count = 0;
    const fetcher = jest.fn(async () => `v${++count}`);
    const { rerender } = render(<App show fetcher={fetcher} />);
    await flush();
    expect(screen.getByText('v1')).toBeInTheDocument();

    rerender(<App show={false} fetcher={fetcher} />);
    await flush(4 * SEC);
    rerender(<App show fetcher={fetcher} />);
    expect(screen.getByText('v1')).toBeInTheDocument();
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);

    rerender(<App show={false} fetcher={fetcher} />);
    await flush(2 * SEC);
    rerender(<App show fetcher={fetcher} />);
    expect(screen.getByText('v1')).toBeInTheDocument();
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getByText('v2')).toBeInTheDocument();
  });

  it('loads afresh once an unused entry is older than 3 minutes', async () => {
    let count = 0;
    const fetcher = jest.fn(async () => `v${++count}`);
    const { rerender } = render(<App show fetcher={fetcher} />);
    await flush();
    rerender(<App show={false} fetcher={fetcher} />);
    await flush(3 * MIN + SEC);
    rerender(<App show fetcher={fetcher} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await flush();
    expect(screen.getByText('v2')).toBeInTheDocument();
  });

  it('keeps showing data on a screen left open past 3 minutes and the sweep', async () => {
    let count = 0;
    const fetcher = jest.fn(async () => `v${++count}`);
    const { rerender } = render(<App show fetcher={fetcher} />);
    await flush();
    await flush(6 * MIN);
    rerender(<App show fetcher={fetcher} />);
    expect(screen.getByText('v1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
