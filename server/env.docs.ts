import { envSchema, type EnvDocMeta } from './env.schema';

export interface EnvVarDoc {
  name: string;
  /** Markdown: a literal value in backticks, or words ('unset: in-memory') */
  default: string;
  /** Markdown */
  description: string;
}

/**
 * Variables read by something other than the server's config (the FerretDB installer, the client build, the test
 * runner): documented here because no server schema holds them.
 */
const OTHER_ENV_VARS: readonly EnvVarDoc[] = [
  {
    name: 'ORABELLA_CACHE_DIR',
    default: '`~/.cache/orabella`',
    description:
      'Where the FerretDB installer builds and caches the binary (`ferretdb/bin/ferretdb`), outside the clone.',
  },
  {
    name: 'VITE_DIRECTIONS_URL',
    default: 'Google Maps directions link',
    description:
      "Client build: base of the details modal's Directions link (the shop address is appended). Only followed when the user clicks.",
  },
  {
    name: 'VITE_SUPPORT_EMAIL',
    default: '`support@orabella.demo`',
    description: 'Client build: the address the help and contact pages give for support.',
  },
  {
    name: 'VITE_API_MOCKS',
    default: 'on in `npm run dev`',
    description: '`off` makes `npm run dev` call a real API instead of the MSW mocks.',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '`/usr/bin/chromium`',
    description: 'Browser used by the end-to-end tests and the stories × themes check.',
  },
];

/** The server's variables, in the schema's order, from the documentation on each field. */
function serverEnvVars(): EnvVarDoc[] {
  return Object.entries(envSchema.describe().fields).map(([name, field]) => {
    const meta = (field as { meta?: Partial<EnvDocMeta> }).meta;
    const value = (field as { default?: unknown }).default;
    if (!meta?.description) throw new Error(`${name} has no description on its schema`);
    return {
      name,
      default: meta.shownDefault ?? (value === undefined ? 'unset' : `\`${String(value)}\``),
      description: meta.description,
    };
  });
}

/** Every environment variable the project reads: the server's (from its schema), then the others. */
export const ENV_VARS: readonly EnvVarDoc[] = [...serverEnvVars(), ...OTHER_ENV_VARS];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's Environment table (Markdown; Prettier aligns the columns). */
export function envTable(vars: readonly EnvVarDoc[] = ENV_VARS): string {
  return [
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...vars.map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.description)} |`),
  ].join('\n');
}

/** The rows of the first table after `## Environment` in a Markdown text, cells trimmed. */
export function readEnvTable(markdown: string): EnvVarDoc[] {
  const start = markdown.indexOf('## Environment');
  if (start < 0) return [];
  const lines = markdown.slice(start).split('\n').slice(1);
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first < 0) return [];
  const rows: EnvVarDoc[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const [name = '', value = '', description = ''] = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((text) => text.trim().replace(/\\\|/g, '|'));
    rows.push({ name: name.replace(/^`|`$/g, ''), default: value, description });
  }
  return rows;
}
