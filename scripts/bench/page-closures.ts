import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Landing pages whose first load must not carry form validation: none of them shows a form before a click. */
const LANDING_PAGES = {
  home: 'src/features/home/pages/home-page.tsx',
  search: 'src/features/search/pages/search-page.tsx',
  booking: 'src/features/booking/pages/booking-page.tsx',
} as const;
/** yup and its helpers (as vite.config.ts's FORM_VALIDATION names them) */
const FORM_VALIDATION = /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((dep) => closure(manifest, dep, seen))];
}

/** The source modules bundled into a built file, from its source map (empty when it has none). */
function sourcesOf(outDir: string, file: string): string[] {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as {
      sources?: string[];
    };
    return map.sources ?? [];
  } catch {
    return [];
  }
}

/**
 * Which landing pages' first load (the entry's closure and the page's) bundles form validation: printed per
 * page; false when any does. It crept in before through a domain module that defines a schema beside the
 * constant a page imports (the booking page's first load was 14 KB of gzip heavier for it).
 */
export function landingPagesFreeOfFormValidation(
  manifest: Manifest,
  outDir: string,
  entryKey: string,
): boolean {
  console.log('  form validation (yup) in the first load of:');
  // without source maps nothing could be found: that is no answer, not a clean one
  if (sourcesOf(outDir, manifest[entryKey]!.file).length === 0) {
    console.log('    (the build has no source maps: cannot tell)');
    return false;
  }
  let clean = true;
  for (const [name, page] of Object.entries(LANDING_PAGES)) {
    if (!manifest[page]) {
      console.log(`    ${name.padEnd(8)} page module ${page} not in the manifest`);
      clean = false;
      continue;
    }
    const keys = new Set([...closure(manifest, entryKey), ...closure(manifest, page)]);
    const carriers = [...keys].filter((key) =>
      sourcesOf(outDir, manifest[key]!.file).some((source) => FORM_VALIDATION.test(source)),
    );
    console.log(
      `    ${name.padEnd(8)} ${carriers.length === 0 ? 'none' : `OVER: in ${carriers.map((k) => manifest[k]!.file).join(', ')}`}`,
    );
    if (carriers.length > 0) clean = false;
  }
  return clean;
}
