import type { MouseEvent } from 'react';
import { NavLink } from 'shared-ui/core';
import { TOP_LEVEL_ROUTES, linkTarget } from 'shared-contracts';
import { ConsoleLogo } from './console-logo';
import { RouteIcon } from './route-icon';

const RAIL_ROUTES = TOP_LEVEL_ROUTES.filter((route) => route.inRail);

/** Props of NavRail. */
export interface NavRailProps {
  /** Called when a rail link is activated (click or Enter), before the router navigates. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The left rail: home/logo link and the seven entries, the active one highlighted. */
export function NavRail({ onNavigate }: NavRailProps = {}) {
  return (
    <nav className="console-rail" aria-label="Main navigation">
      <NavLink to="/" className="console-rail-home" aria-label="Home" end onClick={onNavigate}>
        <ConsoleLogo size={32} />
      </NavLink>
      {RAIL_ROUTES.map((route) => (
        <NavLink key={route.path} to={linkTarget(route.path)} className="console-rail-link" onClick={onNavigate}>
          <RouteIcon icon={route.icon} />
          <span>{route.navTitle}</span>
        </NavLink>
      ))}
    </nav>
  );
}
