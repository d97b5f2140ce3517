import * as servedKernel from 'shared-kernel';
import { KERNEL_VERSION, type RemoteName, type RemotePages } from 'shared-kernel';

/**
 * Whether a remote can run on the page it was loaded into (docs/deploy-contract.md, "What the
 * customer sees on skew"). A side entry, so each remote bundles its own copy: the check must work
 * on a host whose kernel predates it. The kernel it checks is the one the page serves
 * (`shared-kernel`, a Module Federation singleton), which may be older than the remote's.
 */

/** What a build says about itself (scripts/federation/build-version.js; its version.json). */
export interface BuildInfo {
  package: string;
  version: string;
  commit: string;
  builtAt: string;
  kernel: { version: string; required: string; imports: readonly string[] };
  federation: string;
}

/**
 * What a build compiles in of itself (`__LKS_BUILD__`, scripts/federation/build-version.js): what
 * the code reads, with the commit as the skew event names it; version.json has the rest.
 */
export type CompiledBuild = Pick<BuildInfo, 'version' | 'commit' | 'kernel'>;

/** What the customer's page lacks for a remote: the fields of the `remote_unavailable` event but the host's version. */
export interface SkewReport {
  remote: string;
  remoteVersion: string;
  /** "<served> served, <range> required" */
  kernelVersion: string;
  missing: string;
}

const SKEW_ERROR = 'RemoteSkewError';

export class RemoteSkewError extends Error {
  constructor(readonly report: SkewReport) {
    super(
      `remote ${report.remote} ${report.remoteVersion} cannot run on this page: it needs ${report.missing} (kernel ${report.kernelVersion})`,
    );
    this.name = SKEW_ERROR;
  }
}

/** The report a skew error carries, read by shape: the host's copy of this module is not the remote's. */
export function skewReportOf(error: unknown): SkewReport | null {
  if (!(error instanceof Error) || error.name !== SKEW_ERROR) return null;
  const { report } = error as { report?: Partial<Record<keyof SkewReport, unknown>> | null };
  const keys = ['remote', 'remoteVersion', 'kernelVersion', 'missing'] as const;
  return report && keys.every((key) => typeof report[key] === 'string') ? (report as SkewReport) : null;
}

/** A build's version as the event names it: package version and short commit. */
export const buildLabel = (build: Pick<BuildInfo, 'version' | 'commit'>): string => `${build.version}+${build.commit.slice(0, 7)}`;

const numbers = (version: string): number[] => version.split('.').map((part) => Number.parseInt(part, 10));

/** Whether `version` is inside a caret range `^M.m.p` (the only kind the builds write). */
export function satisfiesCaret(version: string, range: string): boolean {
  const [major = NaN, minor = 0, patch = 0] = numbers(version);
  const [wantMajor = NaN, wantMinor = 0, wantPatch = 0] = numbers(range.replace(/^\^/, ''));
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/**
 * What the served kernel lacks for a remote built as `build`, or null when it has everything:
 * a version outside the remote's range, or a name the remote imports that it does not export (a
 * `PATHS` key its `PATHS` lacks among them). A kernel without a version (the release before
 * kernels were versioned) is judged by names alone. `served` is the kernel the page serves, as this
 * build sees it: its version is imported by name so the bundler reads it from the served kernel.
 */
export function kernelSkew(
  remote: RemoteName,
  build: CompiledBuild,
  served: object = { ...servedKernel, KERNEL_VERSION },
): SkewReport | null {
  const exports = served as Record<string, unknown>;
  const version = typeof exports.KERNEL_VERSION === 'string' ? exports.KERNEL_VERSION : null;
  const required = build.kernel.required;
  // Read, not `in`: the bundler hands a remote the served kernel through a namespace of getters
  // for the names the remote uses, so a name the served kernel lacks is there, as undefined. A
  // `PATHS.<key>` is read key by key; `PATHS.*` (any key) is left to the range, which it sets to
  // the kernel the remote was built with (scripts/kernel/kernel-imports.js).
  const read = (name: string): unknown =>
    name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], exports);
  const missing = build.kernel.imports.filter((name) => !name.endsWith('*') && name !== 'default' && read(name) === undefined);
  const outOfRange = version !== null && !satisfiesCaret(version, required);
  if (!outOfRange && missing.length === 0) return null;
  return {
    remote,
    remoteVersion: buildLabel(build),
    kernelVersion: `${version ?? 'unversioned'} served, ${required} required`,
    missing: missing.length > 0 ? missing.join(', ') : `shared-kernel ${required}`,
  };
}

/**
 * A remote's pages, each loader first checking the served kernel: on skew it rejects with a
 * RemoteSkewError before the page's code runs, so a missing kernel name never surfaces as a
 * TypeError inside an effect (an endless spinner) or a caught one (a silent popup).
 */
export function guardPages(remote: RemoteName, build: CompiledBuild, pages: RemotePages, served?: object): RemotePages {
  const guard = (load: RemotePages[string]) => () => {
    const skew = kernelSkew(remote, build, served);
    return skew ? Promise.reject(new RemoteSkewError(skew)) : load();
  };
  return Object.fromEntries(Object.entries(pages).map(([path, load]) => [path, guard(load)]));
}

export { servedSessionItem } from './served-session-item';
