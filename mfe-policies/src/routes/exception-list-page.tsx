import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from 'shared-ui';

// Loaded when the tab opens, so the remote's first chunks do not grow (its size budget).
const ExceptionList = lazy(() =>
  import('../features/exceptions/exception-list').then((module) => ({ default: module.ExceptionList })),
);

/** Policies › Exceptions (/policies/exceptions, issue 30). */
export function ExceptionListPage() {
  return (
    <Suspense fallback={<LoadingSkeleton label="Loading exceptions" rows={8} />}>
      <ExceptionList />
    </Suspense>
  );
}
