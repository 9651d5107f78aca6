import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it} from 'vitest';

import {startNginx} from '../../scripts/nginx';

describe('startNginx', () => {
  it('refuses a port where another server already answers, instead of measuring that one', async () => {
    const stray = createServer((_, response) => response.end('an older build'));
    await new Promise<void>((resolve) => stray.listen(0, '127.0.0.1', resolve));
    const {port} = stray.address() as AddressInfo;
    try {
      await expect(startNginx('build', port)).rejects.toThrow(
        `Port ${port} already answers HTTP, perhaps an nginx left from an earlier run`,
      );
    } finally {
      stray.close();
    }
  });
});
