// The runtime configs checked in for each environment (deploy/runtime-config/) are the ones a
// platform team mounts beside the host: each must pass the schema the app checks at start-up.
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { assertRuntimeConfigAllowed, RuntimeConfigSchema } from './runtime-config';

const DIR = path.join(__dirname, '..', '..', '..', '..', 'deploy', 'runtime-config');
const read = (environment: string): unknown => JSON.parse(fs.readFileSync(path.join(DIR, `${environment}.json`), 'utf8'));

describe('the runtime config of every environment', () => {
  test.each(['sandbox', 'sit', 'uat', 'production'])('%s passes the app’s schema and names its own environment', (environment) => {
    const config = v.parse(RuntimeConfigSchema, read(environment));
    expect(config.environment).toBe(environment);
    expect(() => assertRuntimeConfigAllowed(config)).not.toThrow();
  });

  test.each(['sit', 'uat', 'production'])('%s runs the real LIFF over HTTPS and lets a KMA deep link open the bank app', (environment) => {
    const config = v.parse(RuntimeConfigSchema, read(environment));
    expect(config.liffMock).toBe(false);
    expect(config.mockIdTokenUrl).toBeUndefined();
    expect(config.kmaAppSchemes.length).toBeGreaterThan(0);
    expect(config.kmaWebOrigins.length).toBeGreaterThan(0);
    for (const url of [config.apiBaseUrl, ...Object.values(config.remotes), ...config.frameOrigins, ...config.kmaWebOrigins]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});
