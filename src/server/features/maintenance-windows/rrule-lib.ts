// The `rrule` package's RRule class, however it was loaded: its ESM build sits in a package
// without "type": "module", so plain Node (the bundled server keeps packages external) loads the
// UMD file, whose exports are all on `default`; Vite and Vitest load the ESM build's named ones.
import * as rruleModule from 'rrule';

type Lib = typeof rruleModule;
const loaded = rruleModule as Lib & { default?: Lib };

export const RRule: Lib['RRule'] = loaded.default?.RRule ?? loaded.RRule;
export type { Options as RRuleOptions } from 'rrule';
