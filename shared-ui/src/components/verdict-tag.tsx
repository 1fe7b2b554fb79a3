import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { UNKNOWN_VALUE_COLOR, VALUE_COLORS, colorOf, labelOf } from 'shared-contracts';

const DOT: CSSProperties = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  marginInlineEnd: 6,
  verticalAlign: 'baseline',
};

/**
 * One dot style per colour a verdict can have (colorOf answers one of VALUE_COLORS.verdict or the unknown grey): a
 * grid renders a tag per row. A constant computed once, not a cache filled as tags render, so the file holds no state
 * and a remote can bring a copy of VerdictTag (build-tools/kit-additions.cjs).
 */
const DOTS: Readonly<Partial<Record<string, CSSProperties>>> = Object.fromEntries(
  [...Object.values(VALUE_COLORS.verdict), UNKNOWN_VALUE_COLOR].map((color) => [color, { ...DOT, background: color }]),
);

function dotOf(color: string): CSSProperties {
  return DOTS[color] ?? { ...DOT, background: color };
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
