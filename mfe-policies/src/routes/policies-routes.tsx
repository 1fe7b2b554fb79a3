import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { PolicyEditorPage } from './policy-editor-page';
import { PolicyListPage } from './policy-list-page';

/** The routes under /policies. */
export function PoliciesRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route index element={<PolicyListPage />} />
        <Route path="builder" element={<PolicyEditorPage />} />
        <Route path=":policyId/edit" element={<PolicyEditorPage />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
