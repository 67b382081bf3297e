import fs from 'node:fs';
import path from 'node:path';
import { applyPatch, parsePatch, type StructuredPatch } from 'diff';

/**
 * Applies the fixes we keep for a pinned dependency's source (the way patch-package does for npm), through
 * jsdiff with no fuzz: every hunk must match the file exactly where it says, so a patch written for one release
 * is never applied half-way or in the wrong place of another. `patch` is not assumed to be installed.
 */

export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

/** `b/internal/x.go` → `internal/x.go` (like `patch -p1`), refusing anything outside the tree. */
function targetOf(patch: StructuredPatch): string {
  const target = (patch.newFileName ?? '').replace(/^b\//, '');
  if (
    !target ||
    target === '/dev/null' ||
    path.isAbsolute(target) ||
    target.split('/').includes('..')
  )
    throw new PatchError(`unsupported target file in patch: ${patch.newFileName ?? '(none)'}`);
  return target;
}

/** One file's hunks applied to its text, hunk by hunk so a failure names the hunk that does not match. */
function applyHunks(source: string, patch: StructuredPatch, file: string): string {
  let text = source;
  // bottom-up, so the earlier hunks' line numbers stay valid
  for (const hunk of [...patch.hunks].sort((a, b) => b.oldStart - a.oldStart)) {
    const result = applyPatch(text, { ...patch, hunks: [hunk] }, { fuzzFactor: 0 });
    if (result === false) {
      const expected = hunk.lines
        .filter((line) => !line.startsWith('+'))
        .map((line) => line.slice(1));
      const found = text.split('\n').slice(hunk.oldStart - 1, hunk.oldStart - 1 + expected.length);
      throw new PatchError(
        `hunk at line ${hunk.oldStart} of ${file} does not apply: expected\n` +
          expected.map((line) => `    ${line}`).join('\n') +
          `\n  but found\n` +
          found.map((line) => `    ${line}`).join('\n'),
      );
    }
    text = result;
  }
  return text;
}

/**
 * Applies a unified diff (free text before the first `--- ` line is its description) to the tree under
 * `rootDir`; returns the files it changed. Every file is checked before any is written: a failing hunk leaves
 * the tree untouched.
 */
export function applyPatchToTree(rootDir: string, patchText: string): string[] {
  const patches = parsePatch(patchText).filter((patch) => patch.hunks.length > 0);
  if (patches.length === 0) throw new PatchError('the patch holds no file changes');
  const results = patches.map((patch) => {
    const relative = targetOf(patch);
    const file = path.join(rootDir, relative);
    if (!fs.existsSync(file)) throw new PatchError(`${relative} does not exist in ${rootDir}`);
    return { relative, file, text: applyHunks(fs.readFileSync(file, 'utf8'), patch, relative) };
  });
  for (const { file, text } of results) fs.writeFileSync(file, text);
  return results.map((result) => result.relative);
}
