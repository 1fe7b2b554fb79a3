import { ExceptionList } from '../features/exceptions/exception-list';

/** Policies › Exceptions (/policies/exceptions, issue 30). */
export function ExceptionListPage() {
  return <ExceptionList />;
}
