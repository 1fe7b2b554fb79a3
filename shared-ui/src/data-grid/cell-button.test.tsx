import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CellButton } from './cell-button';

describe('CellButton', () => {
  it('is a named native button that passes on what a popover adds to it', () => {
    const onClick = jest.fn();
    const onMouseEnter = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <CellButton ref={ref} aria-label="Revoke ACME-WIN-0001" onClick={onClick} onMouseEnter={onMouseEnter}>
        Revoke
      </CellButton>,
    );
    const button = screen.getByRole('button', { name: 'Revoke ACME-WIN-0001' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveTextContent('Revoke');
    expect(ref.current).toBe(button);
    fireEvent.click(button);
    fireEvent.mouseEnter(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('#console-cell-button')).toHaveLength(1);
  });
});
