import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { colorOf, labelOf } from 'shared-contracts';

const DOT: CSSProperties = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  marginInlineEnd: 6,
  verticalAlign: 'baseline',
};

/** One dot style per colour: a grid renders a tag per row. */
const dots = new Map<string, CSSProperties>();
function dotOf(color: string): CSSProperties {
  let style = dots.get(color);
  if (!style) {
    style = { ...DOT, background: color };
    dots.set(color, style);
  }
  return style;
}

/** Props of a verdict tag. */
export interface VerdictTagProps {
  /** The verdict as the API sends it (BLOCK, CHALLENGE, educate...). */
  verdict: string;
}

/**
 * A verdict as the console names it (CHALLENGE is Monitored, BLOCK Protected: the one label map) with a dot in its
 * colour from the one colour map (VALUE_COLORS), the colour the dashboard's charts draw it in.
 */
export function VerdictTag({ verdict }: VerdictTagProps) {
  return (
    <Tag data-verdict={verdict}>
      <span aria-hidden="true" style={dotOf(colorOf('verdict', verdict))} />
      {labelOf('verdict', verdict)}
    </Tag>
  );
}
