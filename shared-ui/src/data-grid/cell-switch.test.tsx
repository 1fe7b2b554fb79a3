import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CellSwitch } from './cell-switch';

describe('CellSwitch', () => {
  it('hands its button to a ref, so a popover around it (a confirmation) can align to it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<CellSwitch ref={ref} checked label="Agent of ACME-WIN-0001" onClick={() => undefined} />);
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
  });

  it('is a named switch that says whether it is on, and reports clicks', () => {
    const onClick = jest.fn();
    const { rerender } = render(<CellSwitch checked label="Agent of ACME-WIN-0001" onClick={onClick} />);
    const toggle = screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<CellSwitch checked={false} label="Agent of ACME-WIN-0001" onClick={onClick} />);
    expect(toggle).not.toBeChecked();
    // Its look comes from one shared style rule.
    expect(document.querySelectorAll('#console-cell-switch')).toHaveLength(1);
  });

  it('keeps focus but ignores clicks while its change is saved, and cannot be used when disabled', () => {
    const onClick = jest.fn();
    const row = jest.fn();
    // The row under it opens its detail on click (the grid's rows handle their keys themselves).
    const inRow = (props: { loading?: boolean; disabled?: boolean }) => (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div onClick={row}>
        <CellSwitch checked label="Extension of ACME-WIN-0001" onClick={onClick} {...props} />
      </div>
    );
    const { rerender } = render(inRow({ loading: true }));
    const toggle = screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(onClick).not.toHaveBeenCalled();
    expect(row).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveFocus();
    rerender(inRow({ disabled: true }));
    expect(toggle).toBeDisabled();
    expect(toggle).not.toHaveAttribute('aria-busy');
  });
});
