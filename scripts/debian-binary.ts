import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Tools the cluster and the benches run from Debian's packages, installed on first use as `.ci/run` installs
// Chromium: as root, or through `sudo -n`; never a download from elsewhere.

export interface DebianBinary {
  /** Where the package puts the binary, first match wins. */
  candidates: string[];
  /** The Debian package that provides it. */
  pkg: string;
}

/**
 * The binary's path, installing its package when it is missing.
 * @throws Error naming the package to install when that is not possible.
 */
export function findDebianBinary({ candidates, pkg }: DebianBinary): string {
  const found = () => candidates.find((p) => existsSync(p)) ?? null;
  const have = found();
  if (have) return have;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  for (const args of [
    ['apt-get', 'update', '-q'],
    ['apt-get', 'install', '-y', '-q', '--no-install-recommends', pkg],
  ]) {
    const [cmd, ...rest] = [...asRoot, ...args];
    console.log(`${pkg} is missing: ${[cmd, ...rest].join(' ')}`);
    const r = spawnSync(cmd!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) break;
  }
  const installed = found();
  if (installed) return installed;
  throw new Error(`${pkg} is not installed and could not be installed: run \`sudo apt-get install ${pkg}\``);
}
