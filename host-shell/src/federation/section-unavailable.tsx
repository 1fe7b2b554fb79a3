import { Button, Result } from 'shared-ui';

/** Props of SectionUnavailable. */
export interface SectionUnavailableProps {
  /** The section's navigation title. */
  section: string;
  /** Short reason. */
  reason: string;
  /** Loads the section again without a page reload. */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
}

/** The "section unavailable" screen one failed remote shows, leaving the rest of the console working. */
export function SectionUnavailable({ section, reason, onRetry, retrying = false }: SectionUnavailableProps) {
  return (
    <Result
      status="warning"
      title="Section unavailable"
      subTitle={`${section} could not be loaded. ${reason}`}
      extra={
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
