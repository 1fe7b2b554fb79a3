import './testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { AVATAR_PALETTE, avatarColorIndex, SEVERITY_COLORS } from 'shared-contracts';
import { Avatar } from './avatar';
import { EmptyState } from './empty-state';
import { SeverityTag } from './severity-tag';
import { StatusLabel } from './status-label';

// jsdom normalises colours to rgb().
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('Avatar', () => {
  it('shows up to two initials on the hashed palette colour', () => {
    render(<Avatar name="Grace Brewster Hopper" />);
    const avatar = screen.getByRole('img', { name: 'Grace Brewster Hopper' });
    expect(avatar).toHaveTextContent('GH');
    const colour = AVATAR_PALETTE[avatarColorIndex('Grace Brewster Hopper')]!;
    expect(avatar.querySelector('.ant-avatar')).toHaveStyle({ backgroundColor: rgb(colour) });
  });

  it('gives different names different colours', () => {
    render(
      <>
        <Avatar name="User 1" />
        <Avatar name="User 2" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img');
    const colourOf = (element: HTMLElement | undefined) =>
      element?.querySelector<HTMLElement>('.ant-avatar')?.style.backgroundColor;
    expect(colourOf(first)).toBeTruthy();
    expect(colourOf(first)).not.toBe(colourOf(second));
  });
});

describe('SeverityTag', () => {
  it.each([
    ['high', '#CF1322', 'High'],
    ['medium', '#FA8C16', 'Medium'],
    ['low', '#FADB14', 'Low'],
    ['resolved', '#52C41A', 'Resolved'],
  ] as const)('paints %s in its colour', (severity, colour, label) => {
    render(<SeverityTag severity={severity} />);
    expect(screen.getByText(label)).toHaveStyle({ backgroundColor: rgb(colour) });
  });
});

describe('EmptyState', () => {
  it('shows the illustration, title, description and action', () => {
    const onClick = jest.fn();
    render(
      <EmptyState
        title="No incidents"
        description="Nothing matches these filters."
        action={<button onClick={onClick}>Clear filters</button>}
      />,
    );
    expect(screen.getByTestId('empty-state-illustration').tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('region', { name: 'No incidents' })).toHaveTextContent('Nothing matches these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('leaves out what was not given', () => {
    render(<EmptyState title="No lists" />);
    expect(screen.getByRole('heading', { name: 'No lists' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('StatusLabel', () => {
  it.each([
    ['success', SEVERITY_COLORS.resolved],
    ['error', SEVERITY_COLORS.high],
  ] as const)('shows the text beside a dot in the %s colour, and passes data attributes on', (tone, hex) => {
    render(
      <StatusLabel tone={tone} data-status="Online">
        Online
      </StatusLabel>,
    );
    const label = screen.getByText('Online');
    expect(label).toHaveAttribute('data-status', 'Online');
    expect(label.querySelector('[aria-hidden="true"]')).toHaveStyle({ background: rgb(hex) });
  });
});
