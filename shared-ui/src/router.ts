// The router the console uses, re-exported: react-router is bundled into shared-ui (tree-shaken) instead of being
// shared whole, and the host and the remotes import routing only from here, so they share one router context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
