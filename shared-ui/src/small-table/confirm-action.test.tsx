import '../components/testing/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmAction } from './confirm-action';

function popoverOf(text: string): Promise<HTMLElement> {
  return screen.findByText(text).then((node) => node.closest('.ant-popover') as HTMLElement);
}

describe('ConfirmAction', () => {
  it('names what changes and acts only on OK', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmAction title="Switch off the agent of ACME-WIN-0001?" okText="Switch off" onConfirm={onConfirm}>
        <button type="button">Agent</button>
      </ConfirmAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agent' }));
    const popover = await popoverOf('Switch off the agent of ACME-WIN-0001?');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(popover).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('mounts its popover on the first click when lazy, and Cancel changes nothing', async () => {
    const onConfirm = jest.fn();
    const onClick = jest.fn();
    render(
      <ConfirmAction lazy title="Revoke ACME-WIN-0001?" onConfirm={onConfirm}>
        <button type="button" onClick={onClick}>
          Revoke
        </button>
      </ConfirmAction>,
    );
    expect(document.querySelector('.ant-popover')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const popover = await popoverOf('Revoke ACME-WIN-0001?');
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('lets the child act at once, asking nothing, when told not to ask', () => {
    const onConfirm = jest.fn();
    const onClick = jest.fn();
    render(
      <ConfirmAction ask={false} lazy title="Switch on?" onConfirm={onConfirm}>
        <button type="button" onClick={onClick}>
          Agent
        </button>
      </ConfirmAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agent' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByText('Switch on?')).toBeNull();
  });
});
