import { Button, Result } from 'shared-ui';

/** Props of SectionUnavailable. */
export interface SectionUnavailableProps {
  /** The section's navigation title. */
  section: string;
  /** Short reason. */
  reason: string;
  /** What an administrator can act on (the versions of a refused remote); the caller passes it to administrators only. */
  detail?: string;
  /** Loads the section again without a page reload. */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
}

/** The "section unavailable" screen one failed remote shows, leaving the rest of the console working. */
export function SectionUnavailable({ section, reason, detail, onRetry, retrying = false }: SectionUnavailableProps) {
  return (
    <Result
      status="warning"
      title="Section unavailable"
      subTitle={
        detail ? `${section} could not be loaded. ${reason} ${detail}` : `${section} could not be loaded. ${reason}`
      }
      extra={
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
