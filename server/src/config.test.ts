import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', OPENAI_API_KEY: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/app'],
    ['OPENAI_BASE_URL', 'not a url'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with one line naming %s for the bad value %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app' }).DATABASE_URL).toBe(
      'postgres://u@127.0.0.1:5432/app',
    );
  });
});
