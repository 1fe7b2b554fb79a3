import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ShellContext } from 'shared-contracts';
import { SWRConfig } from 'swr';
import { ShellProvider } from '../shell';

/** Shows the router's current path and query (`data-testid="location"`), for assertions on the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders children under a shell context, a fresh SWR cache and a memory router at `url`. */
export function TestShell(props: { shell: ShellContext; url?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[props.url ?? '/']}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ShellProvider value={props.shell}>
          {props.children}
          <LocationProbe />
        </ShellProvider>
      </SWRConfig>
    </MemoryRouter>
  );
}
