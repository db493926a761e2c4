import { describe, expect, it } from 'vitest';
import { blockSettingIssues, issuesUnder, messagesAt } from './field-issues.js';

const issues = [
  { path: 'sections[0].blocks[1].settings.tracks[3].url', message: 'The audio file must be an MP3, M4A, AAC, OGG, Opus, WAV or FLAC file.', blockId: 'a' },
  { path: 'sections[0].blocks[1].settings.tracks', message: 'An album holds at most 60 tracks.', blockId: 'a' },
  { path: 'sections[0].blocks[2].settings.series.0.values', message: 'One or more rows was missing data.', blockId: 'c' },
  { path: 'sections[0].blocks[0].desktop.span', message: 'Goes past the grid.', blockId: 'a' },
  { path: 'sections[0].blocks[1].settings.title', message: 'Not this block.' },
];

describe('the server’s issues beside each field', () => {
  it('keeps one block’s settings issues, dotted, without the layout’s part of the path', () => {
    expect(blockSettingIssues(issues, 'a')).toEqual([
      { path: 'tracks.3.url', message: 'The audio file must be an MP3, M4A, AAC, OGG, Opus, WAV or FLAC file.' },
      { path: 'tracks', message: 'An album holds at most 60 tracks.' },
    ]);
    expect(blockSettingIssues(issues, 'c')).toEqual([{ path: 'series.0.values', message: 'One or more rows was missing data.' }]);
    expect(blockSettingIssues(issues, 'nobody')).toEqual([]);
  });

  it('gives a field made of parts the issues of each part, and its own at ""', () => {
    const tracks = issuesUnder(blockSettingIssues(issues, 'a'), 'tracks');
    expect(messagesAt(tracks, '')).toEqual(['An album holds at most 60 tracks.']);
    expect(messagesAt(tracks, '3.url')).toEqual(['The audio file must be an MP3, M4A, AAC, OGG, Opus, WAV or FLAC file.']);
    expect(issuesUnder(blockSettingIssues(issues, 'a'), 'track')).toEqual([]);
  });
});
