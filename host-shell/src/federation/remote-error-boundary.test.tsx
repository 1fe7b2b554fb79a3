import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken(): never {
  throw new Error('CellSwitch is not a function');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a remote that throws inside its section, with the kit note it is given (for administrators)', () => {
    const note = 'It was built with a newer kit: it needs shared-ui ^1.5.0 (this console provides 1.4.0).';
    render(
      <RemoteErrorBoundary section="Devices" detail={note} onRetry={() => undefined}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Section unavailable')).toBeInTheDocument();
    expect(screen.getByText(`Devices could not be loaded. It failed while rendering. ${note}`)).toBeInTheDocument();
  });

  it('says only that it failed when given no note', () => {
    render(
      <RemoteErrorBoundary section="Devices" onRetry={() => undefined}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Devices could not be loaded. It failed while rendering.')).toBeInTheDocument();
  });
});
