import registry from './remotes.json';

/** A remote of the console, as written once in remotes.json (read by the scripts, the lint and the test configs too). */
export interface RemoteDefinition {
  /** Workspace package folder, such as `mfe-incidents`. */
  package: string;
  /** Federation name, such as `mfe_incidents`. */
  name: string;
  /** Top-level route path it is mounted under, such as `/incidents`. */
  mountPath: string;
  /** Port of its standalone dev server. */
  devPort: number;
}

/** Every remote of the console, in the order of their ports. */
export const REMOTES: readonly RemoteDefinition[] = registry.remotes;
