import type { ReactNode } from 'react';

/** The widgets of a tab, two a row on a wide screen (a wide widget takes a whole row), one a row otherwise. */
export function WidgetGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))', gap: 16 }}
    >
      {children}
    </section>
  );
}
