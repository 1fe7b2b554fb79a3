import '../components/testing/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmToggle } from './confirm-toggle';

function UserToggle({ onChange }: { onChange: (next: boolean) => void }) {
  const [enabled, setEnabled] = useState(true);
  return (
    <ConfirmToggle
      on={enabled}
      title="Disable ada@acme.test?"
      okText="Disable"
      onChange={(next) => {
        onChange(next);
        setEnabled(next);
      }}
    >
      <button type="button">{enabled ? 'Disable' : 'Enable'}</button>
    </ConfirmToggle>
  );
}

describe('ConfirmToggle', () => {
  it('asks before switching off, naming the object, and acts only on OK', async () => {
    const onChange = jest.fn();
    render(<UserToggle onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Disable' });
    fireEvent.click(trigger);
    const popover = (await screen.findByText('Disable ada@acme.test?')).closest('.ant-popover') as HTMLElement;
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(trigger);
    fireEvent.click(within(popover).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
    expect(trigger).toHaveTextContent('Enable');
  });

  it('switches back on at once, asking nothing', async () => {
    const onChange = jest.fn();
    render(<UserToggle onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const popover = (await screen.findByText('Disable ada@acme.test?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Enable' })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('runs the control’s own click first and, when lazy, mounts the popover on that click', async () => {
    const own = jest.fn();
    const onChange = jest.fn();
    render(
      <ConfirmToggle lazy on title="Switch off the agent of ACME-WIN-0001?" okText="Switch off" onChange={onChange}>
        <button type="button" onClick={own}>
          Agent
        </button>
      </ConfirmToggle>,
    );
    expect(document.querySelector('.ant-popover')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agent' }));
    expect(own).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Switch off the agent of ACME-WIN-0001?')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', () => {
    const onChange = jest.fn();
    render(
      <ConfirmToggle disabled on={false} title="Pause?" okText="Pause" onChange={onChange}>
        <button type="button">Resume</button>
      </ConfirmToggle>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
