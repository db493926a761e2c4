// The core table (templates/core-1000.jsont) written by hand as one JavaScript function: the
// limit a template engine can approach on that workload. It knows the data's shape (no lookups
// through scopes, no checks of types or limits), so it is not a template engine; the bench
// checks that its output is the engine's, character for character.

const HEAD =
  '<table class="people">\n<thead><tr><th>#</th><th>Name</th><th>City</th><th>Status</th><th>Scores</th></tr></thead>\n<tbody>\n';

/** What a variable prints: missing and null print nothing. */
const text = (value) => (value === undefined || value === null ? '' : String(value));

export function coreTableByHand(data) {
  let out = HEAD;
  const rows = data.rows;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (i > 0) out += '\n';
    out += `\n<tr id="row-${text(row.id)}" data-index="${i + 1}">\n  <td>${text(row.id)}</td>\n  <td>${text(row.name.first)} ${text(row.name.last)}</td>\n  <td>`;
    const address = row.address;
    out += address ? `${text(address.city)}, ${text(address.zip)}` : 'unknown';
    out += '</td>\n  <td>';
    out += row.active ? (row.verified ? 'verified' : 'active') : 'inactive';
    if (row.active && row.admin) out += ' (admin)';
    out += '</td>\n  <td>';
    const scores = row.scores;
    if (scores.length === 0) out += 'none';
    for (let j = 0; j < scores.length; j++) out += j > 0 ? `;${scores[j]}` : `${scores[j]}`;
    out += '</td>\n  <td>';
    const manager = row.manager;
    if (manager) out += `${text(manager.name.first)} ${text(manager.name.last)}`;
    out += '</td>\n</tr>\n';
  }
  const summary = data.summary;
  out += `\n</tbody>\n</table>\n<p>${text(summary.title)}: ${text(summary.count)} rows`;
  if (summary.note) out += `, ${text(summary.note)}`;
  return `${out}</p>\n`;
}
