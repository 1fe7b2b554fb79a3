import './testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { EGRESS_EVENT_VERDICTS, VALUE_COLORS, labelOf } from 'shared-contracts';
import { VerdictTag } from './verdict-tag';

// jsdom normalises colours to rgb().
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('VerdictTag', () => {
  it.each(EGRESS_EVENT_VERDICTS)('shows %s by its label, in the colour the charts draw it in', (verdict) => {
    render(<VerdictTag verdict={verdict} />);
    const tag = screen.getByText(labelOf('verdict', verdict));
    expect(tag).toHaveAttribute('data-verdict', verdict);
    expect(tag.querySelector('[aria-hidden="true"]')).toHaveStyle({ background: rgb(VALUE_COLORS.verdict[verdict]) });
  });

  it('shows CHALLENGE as Monitored and BLOCK as Protected (SPEC §4)', () => {
    render(
      <>
        <VerdictTag verdict="CHALLENGE" />
        <VerdictTag verdict="BLOCK" />
        <VerdictTag verdict="educate" />
      </>,
    );
    expect(screen.getByText('Monitored')).toBeInTheDocument();
    expect(screen.getByText('Protected')).toBeInTheDocument();
    expect(screen.getByText('Educate')).toBeInTheDocument();
  });
});
