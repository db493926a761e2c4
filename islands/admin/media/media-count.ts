/** The line under a list of the media library saying how many files it shows of how many its kind and search find. */

const NUMBER = new Intl.NumberFormat('en');

const filesText = (n: number): string => `${NUMBER.format(n)} ${n === 1 ? 'file' : 'files'}`;

/**
 * "Showing 30 of 1,234 files.", "37 files, all shown.", "3 files match “kiln”.", "Showing 30 of
 * 45 files matching “kiln”." (`search` blank is none; `total` never says fewer than are shown).
 */
export function mediaCountText(shown: number, total: number, hasMore: boolean, search: string): string {
  const of = Math.max(total, shown);
  if (hasMore) return `Showing ${NUMBER.format(shown)} of ${filesText(of)}${search === '' ? '' : ` matching “${search}”`}.`;
  if (search === '') return `${filesText(of)}, all shown.`;
  return `${filesText(of)} ${of === 1 ? 'matches' : 'match'} “${search}”.`;
}
