import { describe, expect, it, vi } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { VERSION, claimPage } from '../../../src/element/version.ts';

describe('the version the bundle announces', () => {
  it("is package.json's version", () => {
    expect(VERSION).toBe(pkg.version);
  });

  it('the first copy on a page announces itself as kfpElements and may register', () => {
    const page: { kfpElements?: { version: string } } = {};
    const warn = vi.fn();
    expect(claimPage(page, '1.2.3', warn)).toBe(true);
    expect(page.kfpElements).toEqual({ version: '1.2.3' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a second copy of the same version is silent and keeps the announcement', () => {
    const page: { kfpElements?: { version: string } } = {};
    const warn = vi.fn();
    claimPage(page, '1.2.3', warn);
    expect(claimPage(page, '1.2.3', warn)).toBe(true);
    expect(page.kfpElements).toEqual({ version: '1.2.3' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a copy of another version warns, naming both, and may not register', () => {
    const page: { kfpElements?: { version: string } } = {};
    const warn = vi.fn();
    claimPage(page, '1.2.3', warn);
    expect(claimPage(page, '2.0.0', warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/kfp-elements 2\.0\.0 was loaded on a page where kfp-elements 1\.2\.3 already runs/);
    expect(page.kfpElements).toEqual({ version: '1.2.3' });
  });

  it('the announcement cannot be overwritten by page code', () => {
    const page: { kfpElements?: { version: string } } = {};
    claimPage(page, '1.2.3');
    expect(() => {
      'use strict';
      page.kfpElements = { version: '9.9.9' };
    }).toThrow(TypeError);
  });
});
