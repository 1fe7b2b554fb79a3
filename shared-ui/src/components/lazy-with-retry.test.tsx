import './testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazyWithRetry } from './lazy-with-retry';

type Loaded = { default: ComponentType<{ name: string }> };

/** A load whose answers the test gives by hand, one per call. */
function manualLoad() {
  const calls: { resolve: (module: Loaded) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<Loaded>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const Chart: Loaded = { default: ({ name }) => <p>Chart of {name}</p> };

describe('lazyWithRetry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton while it loads, then the component with its props', async () => {
    const { load, calls } = manualLoad();
    const LazyChart = lazyWithRetry(load, { noun: 'chart' });
    render(<LazyChart name="egress" />);
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    calls[0]!.resolve(Chart);
    expect(await screen.findByText('Chart of egress')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows a failed load in its own place with Retry, which loads it again', async () => {
    const { load, calls } = manualLoad();
    const LazyChart = lazyWithRetry(load, { noun: 'chart' });
    render(
      <>
        <h2>Widget</h2>
        <LazyChart name="egress" />
      </>,
    );
    calls[0]!.reject(new Error('Loading chunk 51 failed. (timeout)'));
    expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Widget' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    calls[1]!.resolve(Chart);
    expect(await screen.findByText('Chart of egress')).toBeInTheDocument();
  });

  it('loads again when it mounts after a failure (React.lazy would keep the error for the page’s life)', async () => {
    const { load, calls } = manualLoad();
    const LazyChart = lazyWithRetry(load, { noun: 'chart' });
    const first = render(<LazyChart name="egress" />);
    calls[0]!.reject(new Error('Loading chunk 51 failed. (timeout)'));
    expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
    first.unmount();
    // The user comes back to the page: no error, a new load.
    render(<LazyChart name="egress" />);
    expect(screen.queryByText('The chart could not be loaded')).toBeNull();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(Chart);
    expect(await screen.findByText('Chart of egress')).toBeInTheDocument();
    // Loaded once, it stays loaded: a later mount loads nothing.
    render(<LazyChart name="ingress" />);
    expect(await screen.findByText('Chart of ingress')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
