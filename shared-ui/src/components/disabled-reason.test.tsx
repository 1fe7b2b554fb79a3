import './testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { DisabledReason, HoverText } from './disabled-reason';

describe('DisabledReason', () => {
  it('keeps the control disabled and says why on hover, mounting the tooltip on the first hover only', async () => {
    render(
      <DisabledReason reason="Not installed on ACME-WIN-0001: nothing to switch">
        <button type="button" disabled>
          Extension
        </button>
      </DisabledReason>,
    );
    const button = screen.getByRole('button', { name: 'Extension' });
    expect(button).toBeDisabled();
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.mouseEnter(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not installed on ACME-WIN-0001: nothing to switch');
  });

  it('describes the control by a visually hidden text, for screen readers that ignore aria-description', () => {
    render(
      <DisabledReason reason="Not installed on ACME-WIN-0001: nothing to switch">
        <button type="button" disabled aria-describedby="other">
          Extension
        </button>
      </DisabledReason>,
    );
    const button = screen.getByRole('button', { name: 'Extension' });
    const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('other');
    const hidden = document.getElementById(ids[1] ?? '');
    expect(hidden).toHaveTextContent('Not installed on ACME-WIN-0001: nothing to switch');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('tells screen readers why, without a hover', () => {
    render(
      <DisabledReason reason="You cannot disable your own account; ask another Tenant Admin">
        <button type="button" disabled>
          Disable
        </button>
      </DisabledReason>,
    );
    const wrapper = screen.getByRole('button', { name: 'Disable' }).closest('[data-disabled-reason]');
    expect(wrapper).toHaveAttribute(
      'aria-description',
      'You cannot disable your own account; ask another Tenant Admin',
    );
    expect(screen.getByRole('button', { name: 'Disable' })).toHaveAccessibleDescription(
      'You cannot disable your own account; ask another Tenant Admin',
    );
  });
});

describe('HoverText', () => {
  it('mounts its tooltip on the first hover or focus', async () => {
    render(
      <HoverText title="Waiting for the device to disable its agent">
        <span>Pending</span>
      </HoverText>,
    );
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.focus(screen.getByText('Pending'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Waiting for the device to disable its agent');
  });
});
