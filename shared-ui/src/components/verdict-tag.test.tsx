import './testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { EGRESS_EVENT_VERDICTS, UNKNOWN_VALUE_COLOR, VALUE_COLORS, labelOf } from 'shared-contracts';
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

  it('shows a verdict it does not know with a grey dot, and one in another letter case in its colour', () => {
    render(
      <>
        <VerdictTag verdict="SOMETHING_NEW" />
        <VerdictTag verdict="block" />
      </>,
    );
    const dot = (verdict: string) =>
      document.querySelector(`[data-verdict="${verdict}"] [aria-hidden="true"]`) ?? document.body;
    expect(dot('SOMETHING_NEW')).toHaveStyle({ background: rgb(UNKNOWN_VALUE_COLOR), width: '8px', height: '8px' });
    expect(dot('block')).toHaveStyle({ background: rgb(VALUE_COLORS.verdict.BLOCK), borderRadius: '50%' });
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
