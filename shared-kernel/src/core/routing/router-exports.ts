/**
 * The router API the app uses, and nothing more. Module Federation cannot tree-shake a shared
 * module, so sharing react-router-dom whole costs about 61 KB gzip on first load while we use
 * about 13 KB. webpack.shared.js provides THIS module under the name `react-router-dom`
 * (one singleton router for host and remotes), and the tsconfig path and jest mapping point
 * `react-router-dom` here too, so code that reaches for an export not listed below fails the
 * type check instead of failing at run time. Add an export here when a page needs it: the host
 * serves this module to every remote, so a remote that uses the new export ships after the host
 * (docs/deploy-contract.md, "Libraries on skew").
 */
import { useNavigate as useRouterNavigate, type NavigateOptions, type To } from 'react-router';

export {
  BrowserRouter,
  matchPath,
  NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateOptions } from 'react-router';

/**
 * The app's routers are declarative (`BrowserRouter`), where a navigation happens when called and
 * returns nothing. react-router types it `void | Promise<void>` for its data routers, which the app
 * does not use; typed as it behaves here, a call needs no `void` to satisfy the promise lint rules.
 */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}
export const useNavigate: () => NavigateFunction = useRouterNavigate;
