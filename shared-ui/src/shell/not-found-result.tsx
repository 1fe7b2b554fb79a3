import { Result } from 'antd';
import { NOT_FOUND_TEXT } from 'shared-contracts';

/** The not-found screen of SPEC §2, for the host and for unknown paths inside a remote. */
export function NotFoundResult() {
  return <Result status="404" title="Not found" subTitle={NOT_FOUND_TEXT} />;
}
