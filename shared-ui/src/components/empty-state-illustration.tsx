import { BRAND_COLOR } from 'shared-contracts';

/** Props of the empty-state drawing. */
export interface EmptyStateIllustrationProps {
  /** Width in px; the height follows (4:3). */
  width?: number;
}

/** A decorative drawing of an empty, searched tray under a shield; hidden from assistive technology. */
export function EmptyStateIllustration({ width = 160 }: EmptyStateIllustrationProps) {
  return (
    <svg
      className="console-empty-state-illustration"
      width={width}
      height={(width * 3) / 4}
      viewBox="0 0 160 120"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-testid="empty-state-illustration"
    >
      <ellipse cx="80" cy="106" rx="58" ry="8" fill="#EEE8FB" />
      <path
        d="M34 62 L48 36 H112 L126 62 V96 a6 6 0 0 1 -6 6 H40 a6 6 0 0 1 -6 -6 Z"
        fill="#FFFFFF"
        stroke="#C9B8F5"
        strokeWidth="2"
      />
      <path d="M34 62 H62 a18 10 0 0 0 36 0 H126" stroke="#C9B8F5" strokeWidth="2" fill="#F6F2FE" />
      <path
        d="M80 8 L98 15 V29 C98 41 90 49 80 53 C70 49 62 41 62 29 V15 Z"
        fill={BRAND_COLOR}
        fillOpacity="0.12"
        stroke={BRAND_COLOR}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M72 30 L78 36 L89 24"
        stroke={BRAND_COLOR}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="118" cy="28" r="3" fill="#C9B8F5" />
      <circle cx="40" cy="24" r="2" fill="#C9B8F5" />
      <circle cx="132" cy="46" r="2" fill="#C9B8F5" />
    </svg>
  );
}
