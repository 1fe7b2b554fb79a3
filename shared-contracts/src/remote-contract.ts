import type { FeatureFlags } from './feature-flags';
import type { Can } from './permissions';
import registry from './remotes.json';
import type { ShellContext } from './shell-context';

/** Version of the shell-to-remote contract; the host refuses to mount a remote that declares another. */
export const CONTRACT_VERSION: number = registry.contractVersion;

/** What a tab-visibility rule may look at. */
export interface TabVisibilityContext {
  /** The feature flags in force for the signed-in user and active tenant. */
  flags: FeatureFlags;
  /** Whether the signed-in user may take an action in the active tenant, as ShellContext.can answers. */
  can: Can;
}

/** A child route of a remote, relative to the remote's mount path. */
export interface RemoteChildRoute {
  /** Path relative to the mount path; '' is the index route. */
  path: string;
  /** Navigation title, used as the tab label. */
  title: string;
  /** Title shown in the header when this route is active, if different from the parent's. */
  displayTitle?: string;
  /** Hidden from the tab bar always (true) or when the rule answers true. */
  hiddenFromTabs?: boolean | ((ctx: TabVisibilityContext) => boolean);
  /** For a route hidden from the tab bar: the path of the visible tab it belongs to, which stays selected on it. */
  tabOf?: string;
}

/** Props the host passes to a remote's route component. */
export interface RemoteComponentProps {
  /** Everything the remote may know of the session, the tenant and the shell. */
  shell: ShellContext;
}

/**
 * The one module each remote exposes. `TComponent` is the UI framework's component type
 * (React's `ComponentType<RemoteComponentProps>` in shared-ui), kept generic so this package stays framework-free.
 */
export interface RemoteRouteModule<TComponent = unknown> {
  /** Must equal the host's CONTRACT_VERSION. */
  contractVersion: number;
  /** Federation name of the remote, such as `mfe_incidents`. */
  name: string;
  /** Child routes with their titles and tab visibility. */
  routes: readonly RemoteChildRoute[];
  /** Renders the remote's relative descendant routes under the host's router. */
  Component: TComponent;
}

/**
 * One line of the remote registry served beside the host: only what a deployment changes. Where a remote is mounted
 * and what it exposes (`./routes`) come from the console's build (`remotes.json` in this package), not from here.
 */
export interface RemoteRegistryEntry {
  /** Federation name, such as `mfe_incidents`; one of the console's remotes. */
  name: string;
  /** Absolute or host-relative URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /** Contract version the remote was built against. */
  contractVersion: number;
}

/** The registry file (`remotes.json`) the host reads at start-up. */
export interface RemoteRegistry {
  /** Every remote the shell may load. */
  remotes: RemoteRegistryEntry[];
}

/** Runtime configuration (`config.json`) served beside the host. */
export interface RuntimeConfig {
  /** API base URL; when absent the shell derives it from the page host ('app' replaced by 'api'). */
  apiBaseUrl?: string;
  /** Descope project id. */
  descopeProjectId: string;
  /** Base URL of the identity service; the local identity provider in local runs. */
  descopeBaseUrl?: string;
  /** LaunchDarkly client-side id; without it flags come from defaults and API overrides. */
  launchDarklyClientId?: string;
  /** PostHog project key; without it no analytics are loaded or sent. */
  posthogKey?: string;
  /** PostHog API host. */
  posthogHost?: string;
}

/** Re-exported for modules that only need flag values next to the contract. */
export type { FeatureFlags };
