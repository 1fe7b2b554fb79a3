import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken(): never {
  throw new Error('CellSwitch is not a function');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a remote that throws inside its section, saying that it failed', () => {
    render(
      <RemoteErrorBoundary section="Devices" onRetry={() => undefined}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Devices could not be loaded. It failed while rendering.')).toBeInTheDocument();
  });
});
