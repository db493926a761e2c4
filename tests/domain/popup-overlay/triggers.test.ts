import { describe, expect, it } from 'vitest';
import { isExitIntent, scrollDepthPercent } from '../../../domain/popup-overlay/triggers.js';

describe('scrollDepthPercent', () => {
  it('is the share of the scrollable height scrolled', () => {
    expect(scrollDepthPercent(0, 800, 2800)).toBe(0);
    expect(scrollDepthPercent(1000, 800, 2800)).toBe(50);
    expect(scrollDepthPercent(2000, 800, 2800)).toBe(100);
  });

  it('counts a page that fits the window as read to the end', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
  });

  it('stays within 0 and 100 when the browser overscrolls', () => {
    expect(scrollDepthPercent(-40, 800, 2800)).toBe(0);
    expect(scrollDepthPercent(2100, 800, 2800)).toBe(100);
  });
});

describe('isExitIntent', () => {
  it('is the pointer leaving the document through its top edge', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -5, relatedTarget: null })).toBe(true);
  });

  it('is not a move into another element, nor out through a side or the bottom', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
  });
});
