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
