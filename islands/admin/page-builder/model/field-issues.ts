/**
 * The server's issues of one block, by the setting they are about: a refused save answers each
 * issue at its path in the layout (`sections[0].blocks[2].settings.tracks[3].url`, or
 * `….settings.series.0.values` from a dataset check) with the block's id; the panel shows each
 * beside its field, and a field made of parts finds its parts' issues by the rest of the path
 * (`3.url`).
 */
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';

export interface SettingIssue {
  /** The setting's path inside the block's settings, dotted (`tracks.3.url`, `gallery.padding`). */
  path: string;
  message: string;
}

const SETTINGS = /^sections\[\d+\]\.blocks\[\d+\]\.settings(?:\.|\[|$)/;

/** Dotted, whatever the server wrote: `tracks[3].url` → `tracks.3.url`. */
const dotted = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** The issues of one block's settings, from a refused save's issues (each with `blockId`). */
export function blockSettingIssues(issues: readonly ApiIssue[], blockId: string): SettingIssue[] {
  return issues.flatMap((issue) => {
    const of = (issue as { blockId?: unknown }).blockId;
    const match = SETTINGS.exec(issue.path);
    if (of !== blockId || !match) return [];
    return [{ path: dotted(issue.path.slice(match[0].length - (match[0].endsWith('[') ? 1 : 0))), message: issue.message }];
  });
}

/** The issues under one key, their paths made relative to it (`tracks.3.url` under `tracks` → `3.url`; the key's own: ``). */
export function issuesUnder(issues: readonly SettingIssue[], key: string): SettingIssue[] {
  return issues.flatMap((issue) => {
    if (issue.path === key) return [{ path: '', message: issue.message }];
    return issue.path.startsWith(`${key}.`) ? [{ path: issue.path.slice(key.length + 1), message: issue.message }] : [];
  });
}

/** The messages at exactly one path. */
export const messagesAt = (issues: readonly SettingIssue[], path: string): string[] => issues.filter((i) => i.path === path).map((i) => i.message);
